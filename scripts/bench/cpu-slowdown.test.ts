import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it("gives Lighthouse's own 4x on the host it was set for, and the calculator's anchors", () => {
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('slows a fast host more and a slow one less, never below real speed', () => {
    expect(calibratedSlowdown(1212)).toBe(2.82);
    expect(calibratedSlowdown(1975)).toBeCloseTo(5.9, 1);
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(1);
  });
});
