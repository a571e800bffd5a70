import { describe, expect, it } from 'vitest';
import { FILL_CANVAS_WIDTH, fillCanvasSize, isLandscape } from './media-shape';

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

describe('fillCanvasSize', () => {
  it("keeps the video's shape at a few pixels wide", () => {
    expect(fillCanvasSize(1920, 1080)).toEqual({ width: FILL_CANVAS_WIDTH, height: 18 });
    expect(fillCanvasSize(640, 480)).toEqual({ width: FILL_CANVAS_WIDTH, height: 24 });
    expect(fillCanvasSize(4000, 10)).toEqual({ width: FILL_CANVAS_WIDTH, height: 1 });
    expect(fillCanvasSize(0, 0)).toEqual({ width: FILL_CANVAS_WIDTH, height: FILL_CANVAS_WIDTH });
  });
});
