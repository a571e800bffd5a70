import { describe, expect, it } from 'vitest';
import { storedDuration } from './stored-duration';

describe('storedDuration', () => {
  it('fits numeric(6,2) in (0, 300]', () => {
    expect(storedDuration(3.14159)).toBe(3.14);
    expect(storedDuration(300.4)).toBe(300);
    expect(storedDuration(0.001)).toBe(0.01);
    expect(storedDuration(0)).toBeNull();
    expect(storedDuration(undefined)).toBeNull();
    expect(storedDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
