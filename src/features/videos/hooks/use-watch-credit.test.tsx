import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, type Rendered } from '@/testing/render';
import type { WatchCreditHandlers } from './use-watch-credit';

const reports = vi.hoisted(() => ({ reportVideoActivity: vi.fn() }));
vi.mock('@/lib/video-activity', () => reports);
vi.mock('@/lib/session', () => ({ useSession: { getState: () => ({ user: { id: 'member' } }) } }));
vi.mock('./record-watch', () => ({ startedWatch: async () => 'view-1' }));

const { useWatchCredit } = await import('./use-watch-credit');

let handlers: WatchCreditHandlers;
function Player({ videoId, shown = true }: { videoId: string; shown?: boolean }) {
  handlers = useWatchCredit(videoId, 'creator', shown);
  return null;
}

let rendered: Rendered | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  reports.reportVideoActivity.mockClear();
});
afterEach(async () => {
  await rendered?.unmount();
  vi.useRealTimers();
});

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('a watch earns after 30 s of real playback', () => {
  it('tells the watch with its view once 30 s have played, pauses excluded, once', async () => {
    rendered = await render(<Player videoId="clip-a" />);
    act(() => handlers.onPlaying());
    await advance(20_000);
    act(() => handlers.onPause());
    await advance(60_000);
    act(() => handlers.onPlaying());
    await advance(9_000);
    expect(reports.reportVideoActivity).not.toHaveBeenCalled();
    await advance(1_100);
    expect(reports.reportVideoActivity).toHaveBeenCalledWith({
      kind: 'watched',
      videoId: 'clip-a',
      viewId: 'view-1',
      ownerId: 'creator',
    });
    await advance(60_000);
    expect(reports.reportVideoActivity).toHaveBeenCalledOnce();
  });

  it('a player reused for another video starts from zero; a hidden slide stops counting', async () => {
    rendered = await render(<Player videoId="clip-b" />);
    act(() => handlers.onPlaying());
    await advance(25_000);
    await rendered.unmount();
    rendered = await render(<Player videoId="clip-c" />);
    act(() => handlers.onPlaying());
    await advance(10_000);
    expect(reports.reportVideoActivity).not.toHaveBeenCalled();
    await rendered.unmount();
    rendered = await render(<Player videoId="clip-d" shown={false} />);
    act(() => handlers.onPlaying());
    await advance(40_000);
    expect(reports.reportVideoActivity).not.toHaveBeenCalled();
  });
});
