import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelayMs } from './backoff';

describe('backoffDelayMs (exponential, full jitter)', () => {
  it('doubles the ceiling with each failure: 2 s, 4 s, 8 s ...', () => {
    const justBelowOne = () => 0.999999;
    expect(backoffDelayMs(1, justBelowOne)).toBe(BACKOFF_BASE_MS - 1);
    expect(backoffDelayMs(2, justBelowOne)).toBe(2 * BACKOFF_BASE_MS - 1);
    expect(backoffDelayMs(3, justBelowOne)).toBe(4 * BACKOFF_BASE_MS - 1);
  });

  it('never waits longer than five minutes', () => {
    expect(backoffDelayMs(30, () => 0.999999)).toBe(BACKOFF_CAP_MS - 1);
    expect(backoffDelayMs(1000, () => 0.5)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('spreads retries uniformly below the ceiling (jitter), down to no wait at all', () => {
    expect(backoffDelayMs(3, () => 0)).toBe(0);
    expect(backoffDelayMs(3, () => 0.25)).toBe(2_000);
    const delays = Array.from({ length: 200 }, () => backoffDelayMs(4));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(8 * BACKOFF_BASE_MS);
    expect(new Set(delays).size).toBeGreaterThan(150);
  });
});
