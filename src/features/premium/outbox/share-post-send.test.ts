import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermanentOutboxError, type OutboxNotice } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { premiumKeys } from '../hooks/premium-keys';
import { handleSharePremiumPost } from './share-post-handler';
import type { SharePremiumPostPayload } from './share-post-kind';
import { parseSharePostPayload, sendSharePremiumPost } from './share-post-send';
import { senderContext } from '@/testing/sender-context';

// A group post queued offline, sent by the outbox (a page or the service worker) against a faked
// Data API: POST /rest/v1/premium_posts with the post's own id.

const payload: SharePremiumPostPayload = {
  postId: 'post-1',
  userId: 'member',
  email: 'm@example.com',
  videoUrl: 'https://youtu.be/abc',
  platform: 'youtube',
  description: 'My best one',
  queuedAt: 1,
};
const job = (p: unknown = payload) => ({
  id: 'post-1',
  kind: 'share-premium-post',
  payload: p,
  attempts: 0,
});
let notices: OutboxNotice[] = [];
const context = (token: string | null = 'token-1', userId: string | null = 'member') =>
  senderContext(token, userId, notices);

const rows: unknown[] = [];
let answer: () => Response;
const postgrest = (status: number, code: string, message: string) => () =>
  Response.json({ code, message, details: null, hint: null }, { status });

beforeEach(() => {
  notices = [];
  rows.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(new URL(url).pathname).toBe('/rest/v1/premium_posts');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
      rows.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shareFailed = (description: string) => [
  { title: 'Failed to share your video.', description, variant: 'destructive' },
];

describe('sending a queued group post', () => {
  it('stores it under its own id with the token of the moment; in a page the group list refetches', async () => {
    answer = () => new Response(null, { status: 201 });
    await sendSharePremiumPost(job(), context());
    expect(rows).toEqual([
      {
        id: 'post-1',
        user_id: 'member',
        video_url: 'https://youtu.be/abc',
        description: 'My best one',
        platform: 'youtube',
        user_email: 'm@example.com',
      },
    ]);
    const invalidate = vi.spyOn(appQueryClient(), 'invalidateQueries');
    await handleSharePremiumPost(job(), context());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: premiumKeys.posts() });
    expect(notices).toEqual([]);
  });

  it('counts a post an earlier attempt stored (23505) as sent', async () => {
    answer = postgrest(409, '23505', 'duplicate key value violates unique constraint');
    await expect(sendSharePremiumPost(job(), context())).resolves.toBeUndefined();
    expect(notices).toEqual([]);
  });

  it("stops on a refusal with 'Failed to share your video.' and why, and the list stays", async () => {
    const invalidate = vi.spyOn(appQueryClient(), 'invalidateQueries');
    answer = postgrest(403, '42501', 'new row violates row-level security policy');
    await expect(handleSharePremiumPost(job(), context())).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(notices).toEqual(shareFailed('Only active Premium members can share in the group.'));
    notices = [];
    answer = postgrest(400, '23514', 'violates check constraint');
    await expect(sendSharePremiumPost(job(), context())).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(notices).toEqual(
      shareFailed('This link could not be shared. Check it and share it again.'),
    );
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('throws network failures and 5xx for the outbox to retry, and waits for its account', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendSharePremiumPost(job(), context())).rejects.toBeInstanceOf(TypeError);
    answer = postgrest(503, '', 'Service Unavailable');
    await expect(sendSharePremiumPost(job(), context())).rejects.not.toBeInstanceOf(
      PermanentOutboxError,
    );
    const other = sendSharePremiumPost(job(), context('token-1', 'someone-else'));
    await expect(other).rejects.not.toBeInstanceOf(PermanentOutboxError);
    expect(rows).toHaveLength(2);
    expect(notices).toEqual([]);
  });

  it('stops when signed out, and on a payload it cannot read', async () => {
    await expect(sendSharePremiumPost(job(), context(null, null))).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(notices).toEqual(shareFailed('Sign in again to share your video.'));
    await expect(sendSharePremiumPost(job({ postId: 'x' }), context())).rejects.toThrow(
      'This post could not be read.',
    );
    expect(parseSharePostPayload({ ...payload, platform: 'vimeo' })).toBeNull();
    expect(parseSharePostPayload({ ...payload, email: 3, description: null })).toEqual({
      ...payload,
      email: null,
      description: null,
    });
    expect(rows).toEqual([]);
  });
});
