import { describe, expect, it } from 'vitest';
import {
  clampRange,
  isWholeRange,
  keptSeconds,
  keyframeAtOrBefore,
  keyframeNear,
  planTrim,
} from './trim-plan';

/** A clip with a keyframe every 2 s, as the recorder's and the test clips' encoders make. */
const EVERY_2S = [0, 2, 4, 6, 8, 10];

describe('clampRange', () => {
  it('keeps a range inside the video', () => {
    expect(clampRange({ startSeconds: -3, endSeconds: 40 }, 12)).toEqual({
      startSeconds: 0,
      endSeconds: 12,
    });
  });

  it('keeps at least one second, moving the end, or the start when the end cannot move', () => {
    expect(clampRange({ startSeconds: 5, endSeconds: 5.2 }, 12)).toEqual({
      startSeconds: 5,
      endSeconds: 6,
    });
    expect(clampRange({ startSeconds: 11.8, endSeconds: 12 }, 12)).toEqual({
      startSeconds: 11,
      endSeconds: 12,
    });
  });

  it('keeps at most 300 seconds of a longer video', () => {
    const kept = clampRange({ startSeconds: 20, endSeconds: 400 }, 420);
    expect(kept).toEqual({ startSeconds: 20, endSeconds: 320 });
    expect(keptSeconds(kept)).toBe(300);
  });

  it('keeps a video shorter than a second whole, and survives NaN handles', () => {
    expect(clampRange({ startSeconds: 0.2, endSeconds: 0.5 }, 0.8)).toEqual({
      startSeconds: 0,
      endSeconds: 0.8,
    });
    expect(clampRange({ startSeconds: Number.NaN, endSeconds: Number.NaN }, 9)).toEqual({
      startSeconds: 0,
      endSeconds: 9,
    });
  });
});

describe('keyframe choice', () => {
  it('takes a keyframe up to 0.5 s before the start or 0.1 s after it, the nearest', () => {
    expect(keyframeNear(EVERY_2S, 2)).toBe(2);
    expect(keyframeNear(EVERY_2S, 2.5)).toBe(2);
    expect(keyframeNear(EVERY_2S, 1.9)).toBe(2);
    expect(keyframeNear(EVERY_2S, 2.6)).toBeNull();
    expect(keyframeNear(EVERY_2S, 1.8)).toBeNull();
    expect(keyframeNear([3.9, 4.05], 4)).toBe(4.05);
    expect(keyframeNear([3.9, 4.2], 4)).toBe(3.9);
  });

  it('finds the keyframe at or before a start, 0 when none is known', () => {
    expect(keyframeAtOrBefore(EVERY_2S, 5.3)).toBe(4);
    expect(keyframeAtOrBefore([], 5.3)).toBe(0);
    expect(keyframeAtOrBefore([3, 1], 2.5)).toBe(1);
  });
});

describe('planTrim', () => {
  it('sends the whole video when the handles are at (or within 50 ms of) its ends', () => {
    const plan = planTrim({
      keyframes: EVERY_2S,
      durationSeconds: 12,
      range: { startSeconds: 0.02, endSeconds: 11.97 },
    });
    expect(plan).toEqual({ kind: 'whole' });
    expect(isWholeRange({ startSeconds: 0, endSeconds: 11.9 }, 12)).toBe(false);
  });

  it('cuts only the end by copying (every video starts on a keyframe)', () => {
    expect(
      planTrim({ keyframes: [0], durationSeconds: 12, range: { startSeconds: 0, endSeconds: 7 } }),
    ).toEqual({ kind: 'copy', range: { startSeconds: 0, endSeconds: 7 } });
  });

  it('copies from a keyframe near the start, moving the start onto it', () => {
    expect(
      planTrim({
        keyframes: EVERY_2S,
        durationSeconds: 12,
        range: { startSeconds: 4.3, endSeconds: 9 },
      }),
    ).toEqual({ kind: 'copy', range: { startSeconds: 4, endSeconds: 9 } });
  });

  it('re-encodes from the exact start when no keyframe is near, with a copy from the one before as fallback', () => {
    expect(
      planTrim({
        keyframes: EVERY_2S,
        durationSeconds: 12,
        range: { startSeconds: 5, endSeconds: 9 },
      }),
    ).toEqual({
      kind: 'reencode',
      range: { startSeconds: 5, endSeconds: 9 },
      copyFallback: { startSeconds: 4, endSeconds: 9 },
    });
  });

  it('cuts a video over 300 s down to 300 s, also when the start moves back onto a keyframe', () => {
    const copied = planTrim({
      keyframes: [0, 10, 20],
      durationSeconds: 420,
      range: { startSeconds: 10.4, endSeconds: 310.4 },
    });
    expect(copied).toEqual({ kind: 'copy', range: { startSeconds: 10, endSeconds: 310 } });
    const fromTheStart = planTrim({
      keyframes: [0, 10, 20],
      durationSeconds: 420,
      range: { startSeconds: 0, endSeconds: 420 },
    });
    expect(fromTheStart).toEqual({ kind: 'copy', range: { startSeconds: 0, endSeconds: 300 } });
  });

  it('keeps at least a second when a keyframe after the start would leave less', () => {
    expect(
      planTrim({
        keyframes: [0, 6.08],
        durationSeconds: 12,
        range: { startSeconds: 6, endSeconds: 6.5 },
      }),
    ).toEqual({ kind: 'copy', range: { startSeconds: 6.08, endSeconds: 7.08 } });
  });
});
