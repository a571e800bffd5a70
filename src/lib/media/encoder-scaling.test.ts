import { describe, expect, it } from 'vitest';
import { probePattern, showsWholeFrame, type Size } from './encoder-scaling';
import { scalePlane, type Plane } from './yuv-scale';

// Issue 39: the probe that decides whether the encoder may scale 1080p frames itself. Its check
// must take the whole frame scaled, and refuse what a browser might do instead: crop, or keep the
// size.

const FULL_HD = { width: 1920, height: 1080 };
const HD = { width: 1280, height: 720 };

const lumaOf = (size: Size): Plane => ({
  data: probePattern(size),
  offset: 0,
  stride: size.width,
  ...size,
});

function scaled(from: Size, to: Size): Plane {
  const target = { data: new Uint8Array(to.width * to.height), offset: 0, stride: to.width, ...to };
  scalePlane(lumaOf(from), target);
  return target;
}

describe('showsWholeFrame', () => {
  it('takes the probe frame scaled whole, landscape and portrait', () => {
    expect(showsWholeFrame(scaled(FULL_HD, HD), FULL_HD, HD)).toBe(true);
    const portrait = { width: 1080, height: 1920 };
    const portraitHd = { width: 720, height: 1280 };
    expect(showsWholeFrame(scaled(portrait, portraitHd), portrait, portraitHd)).toBe(true);
  });

  it('refuses the top-left corner of the frame at the right size (a crop)', () => {
    const cropped = { ...lumaOf(FULL_HD), ...HD };
    expect(showsWholeFrame(cropped, FULL_HD, HD)).toBe(false);
  });

  it('refuses the middle of the frame (a centre crop: its ramp is close, its corner is not)', () => {
    const whole = lumaOf(FULL_HD);
    const centre = { ...whole, offset: 180 * 1920 + 320, ...HD };
    expect(showsWholeFrame(centre, FULL_HD, HD)).toBe(false);
  });

  it('refuses a frame of another size, and a flat one', () => {
    expect(showsWholeFrame(lumaOf(FULL_HD), FULL_HD, HD)).toBe(false);
    const flat = { data: new Uint8Array(1280 * 720).fill(100), offset: 0, stride: 1280, ...HD };
    expect(showsWholeFrame(flat, FULL_HD, HD)).toBe(false);
  });

  it('reads through an offset and a stride wider than the picture (a decoder’s layout)', () => {
    const tight = scaled(FULL_HD, HD);
    const stride = 1344;
    const data = new Uint8Array(64 + stride * 720);
    for (let y = 0; y < 720; y++)
      data.set(tight.data.subarray(y * 1280, (y + 1) * 1280), 64 + y * stride);
    expect(showsWholeFrame({ data, offset: 64, stride, ...HD }, FULL_HD, HD)).toBe(true);
  });
});
