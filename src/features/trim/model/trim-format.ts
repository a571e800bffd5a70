import { MAX_KEPT_SECONDS, MIN_KEPT_SECONDS, type TrimRange } from '@/lib/media/trim-plan';

/** m:ss.s — tenths matter when trimming a few seconds. */
export function formatClock(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** What a handle says to a screen reader: its place in seconds. */
export function secondsText(seconds: number): string {
  return `${seconds.toFixed(1)} seconds`;
}

/** '0:12.5 of 5:00', and how much more to cut when the kept part is over the limit. */
export function lengthText(kept: number): { text: string; over: boolean } {
  const over = kept > MAX_KEPT_SECONDS;
  const text = `Length ${formatClock(kept)} of 5:00 max`;
  return over
    ? { text: `${text}: trim ${formatClock(kept - MAX_KEPT_SECONDS)} more to submit it.`, over }
    : { text, over };
}

/** A tenth of a second per arrow, a second per Page key. */
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -0.1,
  ArrowDown: -0.1,
  ArrowRight: 0.1,
  ArrowUp: 0.1,
  PageDown: -1,
  PageUp: 1,
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Where a handle goes: inside the video, at least MIN_KEPT_SECONDS from the other handle. The
 * 300 s limit is not enforced here: the length shows it, and Submit says the spec's message.
 */
export function moveHandle(
  range: TrimRange,
  which: 'start' | 'end',
  to: number,
  durationSeconds: number,
): TrimRange {
  const gap = Math.min(MIN_KEPT_SECONDS, durationSeconds);
  if (which === 'start') {
    const start = Math.min(Math.max(0, round(to)), range.endSeconds - gap);
    return { ...range, startSeconds: Math.max(0, start) };
  }
  const end = Math.max(Math.min(durationSeconds, round(to)), range.startSeconds + gap);
  return { ...range, endSeconds: Math.min(durationSeconds, end) };
}

/** The handle's new place for a key press, or null for a key it does not use. */
export function keyTarget(
  key: string,
  value: number,
  bounds: { min: number; max: number },
): number | null {
  if (key === 'Home') return bounds.min;
  if (key === 'End') return bounds.max;
  const step = KEY_STEPS[key];
  return step === undefined ? null : value + step;
}
