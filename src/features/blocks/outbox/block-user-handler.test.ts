import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { useHiddenContent } from '@/lib/hidden-content';
import { PermanentOutboxError, type OutboxJobContext } from '@/lib/outbox-port';
import type { BlockUserPayload } from '@/lib/outbox-kinds';

const server = vi.hoisted(() => ({ block: vi.fn() }));
vi.mock('../api/block-user', () => ({ blockUser: server.block }));
const toasts = vi.hoisted(() => ({ shown: [] as unknown[] }));
vi.mock('@/components/toast-store', () => ({ toast: (t: unknown) => toasts.shown.push(t) }));
const session = vi.hoisted(() => ({ userId: 'me' as string | null }));
vi.mock('@/lib/session', () => ({
  useSession: { getState: () => ({ user: session.userId ? { id: session.userId } : null }) },
}));

const { handleBlockUser, parseBlockPayload } = await import('./block-user-handler');

const fromVideo: BlockUserPayload = {
  blockerId: 'me',
  videoId: 'v1',
  creatorHash: 'b10cked1',
  label: 'Annoying clip',
};
const job = (payload: unknown) => ({ id: 'j1', kind: 'block-user', payload, attempts: 0 });
const context = (token: string | null) =>
  ({
    signal: new AbortController().signal,
    accessToken: async () => token,
  }) as unknown as OutboxJobContext;

beforeEach(() => {
  server.block.mockReset();
  toasts.shown = [];
  session.userId = 'me';
  // The device hid the uploader when the block was queued.
  useHiddenContent.setState({ owner: 'me', videos: [], creators: ['b10cked1'], users: [] });
});
afterEach(() => useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] }));

describe('sending a queued block', () => {
  it('sends it with the token of the moment; the answer names the member, whose comments hide too', async () => {
    server.block.mockResolvedValue({ userId: 'pest', name: 'Pesky', creatorHash: 'b10cked1' });
    await handleBlockUser(job(fromVideo), context('token-1'));
    expect(server.block).toHaveBeenCalledWith(
      expect.objectContaining({ videoId: 'v1' }),
      'token-1',
      expect.any(AbortSignal),
    );
    expect(useHiddenContent.getState()).toMatchObject({ creators: ['b10cked1'], users: ['pest'] });
  });

  it('shows the member again and says why when the server refuses it', async () => {
    server.block.mockRejectedValue(new ApiError('Video not found', 400, 'P0001'));
    await expect(handleBlockUser(job(fromVideo), context('token-1'))).rejects.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(useHiddenContent.getState().creators).toEqual([]);
    expect(toasts.shown).toEqual([
      expect.objectContaining({ title: 'Block Failed', description: 'Video not found' }),
    ]);
  });

  it('retries network failures and waits for its own account, keeping the member hidden', async () => {
    server.block.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(handleBlockUser(job(fromVideo), context('token-1'))).rejects.toBeInstanceOf(
      TypeError,
    );
    session.userId = 'someone-else';
    const waiting = handleBlockUser(job(fromVideo), context('token-2'));
    await expect(waiting).rejects.not.toBeInstanceOf(PermanentOutboxError);
    expect(server.block).toHaveBeenCalledTimes(1);
    expect(useHiddenContent.getState().creators).toEqual(['b10cked1']);
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
