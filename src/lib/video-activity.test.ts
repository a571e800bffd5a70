import { describe, expect, it, vi } from 'vitest';
import { handleVideoActivityWith, reportVideoActivity } from './video-activity';

describe('the video activity port', () => {
  it('loads its handler on the first activity, once, and hands it every activity', async () => {
    const handle = vi.fn();
    const load = vi.fn(async () => handle);
    handleVideoActivityWith(load);
    expect(load).not.toHaveBeenCalled();
    reportVideoActivity({ kind: 'liked', videoId: 'v1' });
    reportVideoActivity({ kind: 'shared', videoId: 'v2', ownerId: 'o' });
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledOnce();
    expect(handle).toHaveBeenLastCalledWith({ kind: 'shared', videoId: 'v2', ownerId: 'o' });
  });

  it('a handler that could not load is tried again with the next activity', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = vi.fn();
    const load = vi
      .fn<() => Promise<typeof handle>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(handle);
    handleVideoActivityWith(load);
    reportVideoActivity({ kind: 'liked', videoId: 'v1' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    reportVideoActivity({ kind: 'liked', videoId: 'v2' });
    await vi.waitFor(() => expect(handle).toHaveBeenCalledWith({ kind: 'liked', videoId: 'v2' }));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
