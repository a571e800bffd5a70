import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleSharePopups } from './share-popups';
import { SHARE_DIALOG_CLOSE_MS, SOCIAL_PLATFORMS } from './social-platforms';

afterEach(() => {
  vi.useRealTimers();
});

describe('share popups', () => {
  it('opens all nine platforms 500 ms apart, the last ones after the dialog has closed at 2 s', () => {
    vi.useFakeTimers();
    const opened: { platform: string; at: number }[] = [];
    const start = Date.now();
    scheduleSharePopups(SOCIAL_PLATFORMS, (platform) =>
      opened.push({ platform, at: Date.now() - start }),
    );
    vi.advanceTimersByTime(SHARE_DIALOG_CLOSE_MS);
    expect(opened).toHaveLength(5);
    vi.advanceTimersByTime(2_000);
    expect(opened).toEqual(
      SOCIAL_PLATFORMS.map((platform, index) => ({ platform, at: index * 500 })),
    );
  });
});
