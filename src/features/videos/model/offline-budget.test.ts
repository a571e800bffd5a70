import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET_BYTES, MB, mayPrefetch, planFit } from './offline-budget';

const saved = [
  { url: 'a', bytes: 80 * MB, savedAt: 1 },
  { url: 'b', bytes: 60 * MB, savedAt: 3 },
  { url: 'c', bytes: 40 * MB, savedAt: 2 },
];

describe('offline video budget', () => {
  it('defaults to 200 MB', () => {
    expect(DEFAULT_BUDGET_BYTES).toBe(200 * 1024 * 1024);
  });

  it('fits without evicting when there is room', () => {
    expect(planFit(saved, 20 * MB, DEFAULT_BUDGET_BYTES)).toEqual({ fits: true, evict: [] });
  });

  it('evicts the least recently used first, sparing the ones to keep', () => {
    expect(planFit(saved, 50 * MB, DEFAULT_BUDGET_BYTES)).toEqual({ fits: true, evict: ['a'] });
    expect(planFit(saved, 50 * MB, DEFAULT_BUDGET_BYTES, new Set(['a']))).toEqual({
      fits: true,
      evict: ['c'],
    });
    expect(planFit(saved, 150 * MB, DEFAULT_BUDGET_BYTES, new Set(['a', 'b']))).toEqual({
      fits: false,
    });
  });

  it('never fits a file larger than the budget', () => {
    expect(planFit([], 201 * MB, DEFAULT_BUDGET_BYTES)).toEqual({ fits: false });
  });

  it('prefetches on Wi-Fi, wired or unknown links, on mobile data only when allowed, never with Data Saver', () => {
    expect(mayPrefetch({ type: 'wifi' }, false)).toBe(true);
    expect(mayPrefetch({ type: 'cellular' }, false)).toBe(false);
    expect(mayPrefetch({ type: 'cellular' }, true)).toBe(true);
    expect(mayPrefetch(undefined, false)).toBe(true);
    expect(mayPrefetch({ type: 'wifi', saveData: true }, true)).toBe(false);
  });
});
