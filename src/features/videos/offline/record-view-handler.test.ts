import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { OutboxJobContext } from '@/lib/outbox-port';

const api = vi.hoisted(() => ({ recordView: vi.fn() }));
vi.mock('../api/record-view', () => api);

const { handleRecordView } = await import('./record-view-handler');

const job = (payload: unknown) => ({ id: 'item-1', kind: 'record-view', payload, attempts: 0 });
const signal = new AbortController().signal;
const context = (token: string | null) =>
  ({ signal, accessToken: async () => token }) as unknown as OutboxJobContext;

beforeEach(() => api.recordView.mockReset());

describe('sending a view queued offline', () => {
  it("sends it with the session of the moment and the view's own time", async () => {
    api.recordView.mockResolvedValue({ counted: true, viewId: 'v' });
    await handleRecordView(job({ videoId: 'clip-a', viewedAt: 1_700 }), context('token-1'));
    expect(api.recordView).toHaveBeenCalledWith('clip-a', 'token-1', { viewedAt: 1_700, signal });
    await handleRecordView(job({ videoId: 'clip-a', viewedAt: 1_700 }), context(null));
    expect(api.recordView).toHaveBeenLastCalledWith('clip-a', null, { viewedAt: 1_700, signal });
  });

  it('drops it quietly when the server refuses it or a cap is reached: sending again would not help', async () => {
    for (const error of [
      new ApiError('Video not found', 400, 'P0001'),
      new ApiError('This view is too old to count.', 400, '22008'),
      new ApiError('Too many views of this video from this network today.', 429, 'PT429'),
    ]) {
      api.recordView.mockRejectedValueOnce(error);
      await expect(
        handleRecordView(job({ videoId: 'clip-a', viewedAt: 1 }), context(null)),
      ).resolves.toBeUndefined();
    }
  });

  it('leaves it queued on no answer, an expired session or a server failure', async () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError('JWT expired', 401, 'PGRST303'),
      new ApiError('Service Unavailable', 503),
    ]) {
      api.recordView.mockRejectedValueOnce(error);
      await expect(
        handleRecordView(job({ videoId: 'clip-a', viewedAt: 1 }), context('t')),
      ).rejects.toBe(error);
    }
  });

  it('drops an item it cannot read', async () => {
    await expect(
      handleRecordView(job({ videoId: 'clip-a' }), context(null)),
    ).resolves.toBeUndefined();
    expect(api.recordView).not.toHaveBeenCalled();
  });
});
