import { SHARE_POPUP_GAP_MS } from './share-timers';

type Schedule = (run: () => void, delayMs: number) => unknown;

/**
 * Part 2 §9: one share popup per platform, 500 ms apart. Nothing here is tied to the share dialog:
 * it closes after 2 s, while nine platforms take 4 s, so the later popups must outlive it.
 */
export function scheduleSharePopups<P>(
  platforms: readonly P[],
  open: (platform: P) => void,
  schedule: Schedule = (run, delayMs) => setTimeout(run, delayMs),
): void {
  platforms.forEach((platform, index) => {
    schedule(() => open(platform), index * SHARE_POPUP_GAP_MS);
  });
}
