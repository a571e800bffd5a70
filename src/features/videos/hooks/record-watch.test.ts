import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';

const api = vi.hoisted(() => ({ recordView: vi.fn() }));
const outbox = vi.hoisted(() => ({ queueView: vi.fn() }));
const session = vi.hoisted(() => ({ user: null as { id: string } | null }));
vi.mock('../api/record-view', () => api);
vi.mock('../offline/view-outbox', () => outbox);
vi.mock('@/lib/session', () => ({
  useSession: { getState: () => ({ user: session.user }) },
  currentAccessToken: async () => (session.user ? 'token-1' : null),
}));

const { recordWatchStart, startedWatch } = await import('./record-watch');

let online = true;
let videoNumber = 0;
/** A video this page life has not counted yet. */
const freshVideo = () => `clip-${(videoNumber += 1)}`;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.recordView.mockReset();
  outbox.queueView.mockReset().mockResolvedValue(undefined);
  session.user = null;
});
afterEach(() => vi.restoreAllMocks());

describe('counting a view when a watch starts', () => {
  it('counts it at once online, once per video per page life, and keeps the member watch', async () => {
    session.user = { id: 'member' };
    api.recordView.mockResolvedValue({ counted: true, viewId: 'view-1' });
    const video = freshVideo();
    recordWatchStart(video);
    recordWatchStart(video);
    await expect(startedWatch(video)).resolves.toBe('view-1');
    expect(api.recordView).toHaveBeenCalledOnce();
    expect(api.recordView).toHaveBeenCalledWith(video, 'token-1');
    expect(outbox.queueView).not.toHaveBeenCalled();
  });

  it('queues a view that starts offline with its own time, once, for when the network is back', async () => {
    online = false;
    vi.spyOn(Date, 'now').mockReturnValue(1_764_000_000_000);
    const video = freshVideo();
    recordWatchStart(video);
    recordWatchStart(video);
    await expect(startedWatch(video)).resolves.toBeNull();
    expect(outbox.queueView).toHaveBeenCalledOnce();
    expect(outbox.queueView).toHaveBeenCalledWith(video, 1_764_000_000_000);
    expect(api.recordView).not.toHaveBeenCalled();
  });

  it('queues it when the call gets no answer or the server fails', async () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError('Bad Gateway', 502)]) {
      api.recordView.mockRejectedValueOnce(error);
      const video = freshVideo();
      recordWatchStart(video);
      await startedWatch(video);
      expect(outbox.queueView).toHaveBeenLastCalledWith(video, expect.any(Number));
    }
  });

  it('neither queues a refused view nor a capped one, and tries again on the next play', async () => {
    for (const error of [
      new ApiError('Video not found', 400, 'P0001'),
      new ApiError('Too many views of this video from this network today.', 429, 'PT429'),
    ]) {
      api.recordView.mockRejectedValueOnce(error);
      const video = freshVideo();
      recordWatchStart(video);
      await startedWatch(video);
      api.recordView.mockResolvedValueOnce({ counted: true, viewId: null });
      recordWatchStart(video);
      await startedWatch(video);
      expect(api.recordView).toHaveBeenCalledTimes(2);
      api.recordView.mockClear();
    }
    expect(outbox.queueView).not.toHaveBeenCalled();
  });
});
