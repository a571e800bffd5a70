import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SET_LIKE } from '@/domain/outbox-kinds';
import { PermanentOutboxError, type OutboxJobContext, type OutboxNotice } from '@/lib/outbox-port';
import { idbStore } from '@/lib/query/idb-store';
import { useSession } from '@/lib/session';
import { likeView, pressLike } from '../likes/like-record';
import { changeLikeRecords, readLikeRecords } from '../likes/like-records';
import { useLikeRecords } from '../likes/like-store';
import { handleSetLike } from './set-like-handler';

// Issue 36 §2: a like queued offline is sent by the outbox (a page or the service worker with
// every page closed) through this one handler, which settles the member's like record in
// IndexedDB (fake-indexeddb here): the state every page reads, so nothing reconciles afterwards.

let member = '';
let seq = 0;
let notices: OutboxNotice[] = [];
const setLikeBodies: unknown[] = [];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  seq += 1;
  member = `fan-${seq}-${Date.now()}`;
  notices = [];
  setLikeBodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (!new URL(input).pathname.endsWith('/rest/v1/rpc/set_like'))
        throw new TypeError(`Unexpected request ${input}`);
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
      setLikeBodies.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useSession.setState({ session: null, user: null, loading: true });
  useLikeRecords.setState({ userId: null, records: {} });
  await idbStore.removeItem(`likes:${member}`);
});

/** The worker's (or a page's) sender: the token and account of the moment, and its notices. */
const context = (token: string | null = 'token-1', userId: string | null = member) =>
  ({
    signal: new AbortController().signal,
    accessToken: async () => token,
    userId: async () => userId,
    notify: (notice: OutboxNotice) => notices.push(notice),
  }) as unknown as OutboxJobContext;

const job = (id: string, liked = true, payload: Record<string, unknown> = { userId: member }) => ({
  id,
  kind: SET_LIKE,
  payload: { videoId: 'v1', liked, ...payload },
  attempts: 0,
});

/** A tap made offline: the record pending on outbox item `itemId` (as toggleLike writes it). */
const tap = (itemId: string, liked = true, likesCount = 6) =>
  changeLikeRecords(member, (records) =>
    pressLike(records, 'v1', { liked, likesCount }, itemId, Date.now()),
  );

describe('sending a queued like', () => {
  it('leaves the record answered with the server’s count, so a page opened later shows it sent', async () => {
    await tap('item-1');
    answer = () => Response.json({ liked: true, likes_count: 12 });
    await handleSetLike(job('item-1'), context());

    expect(setLikeBodies).toEqual([{ p_video_id: 'v1', p_liked: true }]);
    expect((await readLikeRecords(member)).v1).toMatchObject({
      liked: true,
      likesCount: 12,
      pendingId: null,
    });
    expect(notices).toEqual([]);

    // A page opens afterwards: it reads the record as stored, with no reconcile step.
    useSession.setState({ session: null, user: { id: member } as User, loading: false });
    await vi.waitFor(() => expect(useLikeRecords.getState().records.v1).toBeDefined());
    const { records } = useLikeRecords.getState();
    expect(likeView({ likes_count: 5 }, records.v1, false)).toEqual({
      liked: true,
      likesCount: 12,
      pending: false,
    });
  });

  it('settles the signed-in member’s record for an item queued without a member id', async () => {
    await tap('item-1', false, 0);
    answer = () => Response.json({ liked: false, likes_count: 3 });
    await handleSetLike(job('item-1', false, {}), context());
    expect((await readLikeRecords(member)).v1).toMatchObject({ likesCount: 3, pendingId: null });
  });

  it('does not send an item a later tap of the same video has overtaken', async () => {
    await tap('item-1', true, 6);
    await tap('item-2', false, 5);
    answer = () => Response.json({ liked: true, likes_count: 6 });
    await expect(handleSetLike(job('item-1'), context())).resolves.toBeUndefined();
    expect(setLikeBodies).toEqual([]);
    // The later tap is still what the member sees, waiting for its own item.
    expect((await readLikeRecords(member)).v1).toMatchObject({
      liked: false,
      likesCount: 5,
      pendingId: 'item-2',
    });

    answer = () => Response.json({ liked: false, likes_count: 5 });
    await handleSetLike(job('item-2', false), context());
    expect(setLikeBodies).toEqual([{ p_video_id: 'v1', p_liked: false }]);
    expect((await readLikeRecords(member)).v1?.pendingId).toBeNull();
  });

  it('drops the record and says why when the server refuses it', async () => {
    await tap('item-1');
    answer = () =>
      Response.json(
        { code: 'P0001', message: 'Video not found', details: null, hint: null },
        { status: 400 },
      );
    await expect(handleSetLike(job('item-1'), context())).rejects.toEqual(
      new PermanentOutboxError('Video not found'),
    );
    expect(await readLikeRecords(member)).toEqual({});
    expect(notices).toEqual([
      {
        title: 'Failed to update like. Please try again.',
        description: 'Video not found',
        variant: 'destructive',
      },
    ]);
  });

  it('drops it with the sign-in message when no session is left to send it', async () => {
    await tap('item-1');
    await expect(handleSetLike(job('item-1'), context(null, null))).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(setLikeBodies).toEqual([]);
    expect(await readLikeRecords(member)).toEqual({});
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Failed to update like. Please try again.',
        description: 'Please sign in to like videos.',
      }),
    ]);
  });

  it('keeps it pending for a retry on a network failure, a 5xx or another account', async () => {
    await tap('item-1');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(handleSetLike(job('item-1'), context())).rejects.toBeInstanceOf(TypeError);
    answer = () => Response.json({ message: 'busy' }, { status: 503 });
    await expect(handleSetLike(job('item-1'), context())).rejects.not.toBeInstanceOf(
      PermanentOutboxError,
    );
    const others = handleSetLike(job('item-1'), context('token-1', 'someone-else'));
    await expect(others).rejects.not.toBeInstanceOf(PermanentOutboxError);
    expect(setLikeBodies).toHaveLength(2);
    expect((await readLikeRecords(member)).v1?.pendingId).toBe('item-1');
    expect(notices).toEqual([]);
  });
});
