import { describe, expect, it } from 'vitest';
import { swipeLatencies } from './feed-probe.ts';

describe('swipe latencies', () => {
  it('measures from the finger lifting to the next playing clip', () => {
    const touches = [
      { start: 100, end: 300 },
      { start: 1_000, end: 1_200 },
      { start: 2_000, end: 2_200 },
      { start: 3_000, end: null },
    ];
    // The second clip started while the finger was still down; the third swipe brought nothing
    // (3 100 belongs to the fourth, whose finger never lifted).
    const activePlays = [340, 1_150, 3_100];
    expect(swipeLatencies({ touches, activePlays })).toEqual([40, 0]);
  });
});
