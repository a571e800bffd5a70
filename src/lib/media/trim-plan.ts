import { SERVER_RULES } from '../server-rules';

/**
 * Trim before upload (issue 39): which part of a video is kept, and how it is cut. Pure: the
 * keyframe timestamps come from the file (trim-media.ts), the range from the trimmer's handles.
 */

/** The shortest part worth sending. */
export const MIN_KEPT_SECONDS = 1;
/** Part 2 §5: videos are at most 5 minutes. */
export const MAX_KEPT_SECONDS: number = SERVER_RULES.maxVideoSeconds;
/**
 * A cut without re-encoding starts on a keyframe. One up to half a second before the chosen start
 * is taken (the clip gains a short lead-in, never loses a word), or one up to 0.1 s (three frames)
 * after it; anything further is re-encoded from the exact start.
 */
const KEYFRAME_LEAD_SECONDS = 0.5;
export const KEYFRAME_LAG_SECONDS = 0.1;
/** Handles this close to the ends count as the ends: nothing is cut there. */
const END_SNAP_SECONDS = 0.05;

export interface TrimRange {
  startSeconds: number;
  endSeconds: number;
}

export type TrimPlan =
  /** The range is the whole video: the original is sent as it is. */
  | { kind: 'whole' }
  /** Packets copied from a keyframe: fast, no quality lost. */
  | { kind: 'copy'; range: TrimRange }
  /**
   * The kept part re-encoded with the shrink pipeline. `copyFallback` starts at the keyframe
   * before: what a browser that cannot encode cuts instead.
   */
  | { kind: 'reencode'; range: TrimRange; copyFallback: TrimRange };

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function keptSeconds(range: TrimRange): number {
  return range.endSeconds - range.startSeconds;
}

/** The whole video as a range. */
export function wholeRange(durationSeconds: number): TrimRange {
  return { startSeconds: 0, endSeconds: Math.max(0, durationSeconds) };
}

/**
 * The range inside the video, at least MIN_KEPT_SECONDS and at most MAX_KEPT_SECONDS long (the
 * end moves, the start stays where it can). A video shorter than the minimum is kept whole.
 */
export function clampRange(range: TrimRange, durationSeconds: number): TrimRange {
  const duration = Math.max(0, finiteOr(durationSeconds, 0));
  if (duration <= MIN_KEPT_SECONDS) return wholeRange(duration);
  const start = clamp(finiteOr(range.startSeconds, 0), 0, duration - MIN_KEPT_SECONDS);
  const end = clamp(
    finiteOr(range.endSeconds, duration),
    start + MIN_KEPT_SECONDS,
    Math.min(duration, start + MAX_KEPT_SECONDS),
  );
  return { startSeconds: start, endSeconds: end };
}

/** True when the range starts at the beginning and ends at the end: nothing to cut. */
export function isWholeRange(range: TrimRange, durationSeconds: number): boolean {
  return (
    range.startSeconds <= END_SNAP_SECONDS && range.endSeconds >= durationSeconds - END_SNAP_SECONDS
  );
}

/** The keyframe nearest `start` inside the tolerance window, or null; the earlier one on a tie. */
export function keyframeNear(keyframes: readonly number[], start: number): number | null {
  let best: number | null = null;
  for (const key of keyframes) {
    if (!Number.isFinite(key)) continue;
    if (key < start - KEYFRAME_LEAD_SECONDS || key > start + KEYFRAME_LAG_SECONDS) continue;
    const closer = best === null || Math.abs(key - start) < Math.abs(best - start);
    const tieEarlier =
      best !== null && Math.abs(key - start) === Math.abs(best - start) && key < best;
    if (closer || tieEarlier) best = key;
  }
  return best;
}

/** The last keyframe at or before `start` (0 when none is known: every video starts with one). */
export function keyframeAtOrBefore(keyframes: readonly number[], start: number): number {
  return keyframes.reduce(
    (found, key) => (Number.isFinite(key) && key <= start && key > found ? key : found),
    0,
  );
}

/** A range that starts on `key` and keeps the chosen end, within the limits. */
function fromKeyframe(key: number, end: number, duration: number): TrimRange {
  const endSeconds = clamp(end, key + MIN_KEPT_SECONDS, key + MAX_KEPT_SECONDS);
  return { startSeconds: key, endSeconds: Math.min(duration, endSeconds) };
}

export interface TrimPlanInput {
  /** Keyframe timestamps (seconds); those near the start are enough. */
  keyframes: readonly number[];
  durationSeconds: number;
  range: TrimRange;
}

/**
 * How to cut `range` out of the video: not at all when it is the whole video, by copying packets
 * when its start falls on or near a keyframe (the start moves onto it), else by re-encoding only
 * the kept part. The range is clamped to the limits first.
 */
export function planTrim({ keyframes, durationSeconds, range }: TrimPlanInput): TrimPlan {
  const duration = Math.max(0, finiteOr(durationSeconds, 0));
  const kept = clampRange(range, duration);
  if (isWholeRange(kept, duration)) return { kind: 'whole' };
  const near = keyframeNear(keyframes, kept.startSeconds);
  if (near !== null) {
    const snapped = fromKeyframe(near, kept.endSeconds, duration);
    if (keptSeconds(snapped) >= MIN_KEPT_SECONDS) {
      return isWholeRange(snapped, duration) ? { kind: 'whole' } : { kind: 'copy', range: snapped };
    }
  }
  const before = keyframeAtOrBefore(keyframes, kept.startSeconds);
  return {
    kind: 'reencode',
    range: kept,
    copyFallback: fromKeyframe(before, kept.endSeconds, duration),
  };
}
