import { describe, expect, it } from 'vitest';
import { FRAME_FILL_WIDTH, frameFillSize, isLandscape } from './media-shape';

describe('isLandscape', () => {
  it('is true for landscape and square media, false for portrait', () => {
    expect(isLandscape(1920, 1080)).toBe(true);
    expect(isLandscape(640, 480)).toBe(true);
    expect(isLandscape(500, 500)).toBe(true);
    expect(isLandscape(720, 1280)).toBe(false);
    expect(isLandscape(480, 640)).toBe(false);
  });

  it('is null while the size is unknown', () => {
    expect(isLandscape(0, 0)).toBeNull();
    expect(isLandscape(1920, 0)).toBeNull();
    expect(isLandscape(Number.NaN, 1080)).toBeNull();
  });
});

describe('frameFillSize', () => {
  it("keeps the video's shape at a few pixels wide", () => {
    expect(frameFillSize(1920, 1080)).toEqual({ width: FRAME_FILL_WIDTH, height: 18 });
    expect(frameFillSize(640, 480)).toEqual({ width: FRAME_FILL_WIDTH, height: 24 });
    expect(frameFillSize(4000, 10)).toEqual({ width: FRAME_FILL_WIDTH, height: 1 });
    expect(frameFillSize(0, 0)).toEqual({ width: FRAME_FILL_WIDTH, height: FRAME_FILL_WIDTH });
  });
});
