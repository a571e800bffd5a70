import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { useHiddenContent } from '@/lib/hidden-content';
import { PermanentOutboxError, type OutboxJobContext, type OutboxNotice } from '@/lib/outbox-port';
import type { BlockUserPayload } from '@/domain/outbox-kinds';

const server = vi.hoisted(() => ({ block: vi.fn() }));
vi.mock('../api/block-user', () => ({ blockUser: server.block }));

const { handleBlockUser } = await import('./block-user-handler');
const { parseBlockPayload, sendBlockUser } = await import('./block-user-send');

const fromVideo: BlockUserPayload = {
  blockerId: 'me',
  videoId: 'v1',
  creatorHash: 'b10cked1',
  label: 'Annoying clip',
};
const job = (payload: unknown) => ({ id: 'j1', kind: 'block-user', payload, attempts: 0 });
let notices: OutboxNotice[] = [];
/** A sender's context: the token and account of the moment, and where its notices go. */
const context = (token: string | null, userId: string | null = 'me') =>
  ({
    signal: new AbortController().signal,
    accessToken: async () => token,
    userId: async () => userId,
    notify: (notice: OutboxNotice) => notices.push(notice),
  }) as unknown as OutboxJobContext;

beforeEach(() => {
  server.block.mockReset();
  notices = [];
  // The device hid the uploader when the block was queued.
  useHiddenContent.setState({ owner: 'me', videos: [], creators: ['b10cked1'], users: [] });
});
afterEach(() => useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] }));

describe('sending a queued block', () => {
  it('sends it with the token of the moment; the answer names the member, whose comments hide too', async () => {
    const pest = { userId: 'pest', name: 'Pesky', creatorHash: 'b10cked1' };
    server.block.mockResolvedValue(pest);
    // The sender (page and worker alike) answers who was blocked, and changes nothing on screen.
    await expect(sendBlockUser(job(fromVideo), context('token-0'))).resolves.toEqual(pest);
    expect(useHiddenContent.getState().users).toEqual([]);

    await handleBlockUser(job(fromVideo), context('token-1'));
    expect(server.block).toHaveBeenLastCalledWith(
      expect.objectContaining({ videoId: 'v1' }),
      'token-1',
      expect.any(AbortSignal),
    );
    expect(useHiddenContent.getState()).toMatchObject({ creators: ['b10cked1'], users: ['pest'] });
    expect(notices).toEqual([]);
  });

  it('shows the member again and says why when the server refuses it', async () => {
    server.block.mockRejectedValue(new ApiError('Video not found', 400, 'P0001'));
    await expect(handleBlockUser(job(fromVideo), context('token-1'))).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(useHiddenContent.getState().creators).toEqual([]);
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Block Failed',
        description: 'Video not found',
        variant: 'destructive',
      }),
    ]);
  });

  it('stops and says so when signed out, sending nothing', async () => {
    await expect(sendBlockUser(job(fromVideo), context(null, null))).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(server.block).not.toHaveBeenCalled();
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Block Failed',
        description: 'Please sign in to block users.',
      }),
    ]);
  });

  it('retries network failures and waits for its own account, keeping the member hidden', async () => {
    server.block.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(handleBlockUser(job(fromVideo), context('token-1'))).rejects.toBeInstanceOf(
      TypeError,
    );
    const waiting = handleBlockUser(job(fromVideo), context('token-2', 'someone-else'));
    await expect(waiting).rejects.not.toBeInstanceOf(PermanentOutboxError);
    expect(server.block).toHaveBeenCalledTimes(1);
    expect(useHiddenContent.getState().creators).toEqual(['b10cked1']);
    expect(notices).toEqual([]);
  });

  it('reads only payloads that name a blocker and exactly one of member or video', () => {
    expect(parseBlockPayload(fromVideo)).toEqual(fromVideo);
    expect(parseBlockPayload({ blockerId: 'me', userId: 'u', label: 'Ana' })).toEqual({
      blockerId: 'me',
      userId: 'u',
      label: 'Ana',
    });
    expect(
      parseBlockPayload({ blockerId: 'me', userId: 'u', videoId: 'v', label: 'x' }),
    ).toBeNull();
    expect(parseBlockPayload({ videoId: 'v', label: 'x' })).toBeNull();
    expect(parseBlockPayload(null)).toBeNull();
  });
});
