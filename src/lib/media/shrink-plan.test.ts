import { describe, expect, it } from 'vitest';
import {
  averageBitrate,
  estimateShrunkBytes,
  fitsOnceShrunk,
  needsShrink,
  targetSize,
} from './shrink-plan';

const MB = 1024 * 1024;

describe('needsShrink', () => {
  it('shrinks anything larger than 720×1280, either way round', () => {
    const small = { bytes: MB, durationSeconds: 10 };
    expect(needsShrink({ width: 1920, height: 1080, ...small })).toBe(true);
    expect(needsShrink({ width: 1080, height: 1920, ...small })).toBe(true);
    expect(needsShrink({ width: 1280, height: 720, ...small })).toBe(false);
    expect(needsShrink({ width: 720, height: 1280, ...small })).toBe(false);
    // Square 1000×1000: its short side is over 720.
    expect(needsShrink({ width: 1000, height: 1000, ...small })).toBe(true);
  });

  it('shrinks a 720p file whose bitrate is over ~4 Mbit/s, not one under it', () => {
    // 60 s at 5 Mbit/s is 37.5 MB; at 3 Mbit/s 22.5 MB.
    expect(needsShrink({ width: 720, height: 1280, bytes: 37.5e6, durationSeconds: 60 })).toBe(
      true,
    );
    expect(needsShrink({ width: 720, height: 1280, bytes: 22.5e6, durationSeconds: 60 })).toBe(
      false,
    );
  });

  it('decides on what it knows: unknown size by bitrate, unknown length by size', () => {
    expect(needsShrink({ width: null, height: null, bytes: 50e6, durationSeconds: 60 })).toBe(true);
    expect(needsShrink({ width: null, height: null, bytes: 50e6, durationSeconds: null })).toBe(
      false,
    );
    expect(needsShrink({ width: 1920, height: 1080, bytes: 50e6, durationSeconds: null })).toBe(
      true,
    );
  });
});

describe('targetSize', () => {
  it('fits 1080p into 1280×720 and portrait 1080×1920 into 720×1280', () => {
    expect(targetSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(targetSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
  });

  it('keeps the aspect with even sides and never enlarges', () => {
    expect(targetSize(3840, 1600)).toEqual({ width: 1280, height: 534 });
    expect(targetSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(targetSize(1000, 1000)).toEqual({ width: 720, height: 720 });
  });
});

describe('the shrunk size', () => {
  it('averages the bitrate over the length', () => {
    expect(averageBitrate(1_000_000, 8)).toBe(1_000_000);
    expect(averageBitrate(1_000_000, null)).toBeNull();
    expect(averageBitrate(1_000_000, 0)).toBeNull();
  });

  it('lets any clip of up to 5 minutes fit under 100 MB once shrunk, not one of 10', () => {
    expect(estimateShrunkBytes(120)).toBeLessThan(40 * MB);
    expect(fitsOnceShrunk(120, 100 * MB)).toBe(true);
    expect(fitsOnceShrunk(300, 100 * MB)).toBe(true);
    expect(fitsOnceShrunk(600, 100 * MB)).toBe(false);
    expect(fitsOnceShrunk(null, 100 * MB)).toBe(false);
  });
});
