import { describe, expect, it } from 'vitest';
import { GUIDE_ENTRIES } from './entries';
import { goToLabel, goToTarget, isPremiumEntry, type GuideEntryNumber } from './go-to';

const ALL = Array.from({ length: 15 }, (_, index) => (index + 1) as GuideEntryNumber);

describe('the go-to targets (part 2 §2)', () => {
  it('sends members where the spec says', () => {
    const paths = ALL.map((entry) => goToTarget(entry, true).path);
    expect(paths).toEqual([
      '/',
      '/',
      '/submit',
      '/my-videos',
      '/',
      '/premium-order',
      '/affiliate',
      '/my-videos',
      '/shorts',
      '/premium-order',
      '/shorts',
      '/shorts',
      '/shorts',
      '/shorts',
      '/affiliate',
    ]);
    expect(ALL.some((entry) => goToTarget(entry, true).premiumRequired)).toBe(false);
  });

  it('sends non-members from the earning entries 11-14 to /premium-order, marked Premium Required', () => {
    for (const entry of [11, 12, 13, 14] as const) {
      expect(goToTarget(entry, false)).toEqual({ path: '/premium-order', premiumRequired: true });
    }
  });

  it('leaves entries 1-10 and 15 the same for non-members', () => {
    for (const entry of ALL.filter((number) => number <= 10 || number === 15)) {
      expect(goToTarget(entry, false)).toEqual(goToTarget(entry, true));
    }
  });

  it('marks the entries above 10 as Premium', () => {
    expect(ALL.filter(isPremiumEntry)).toEqual([11, 12, 13, 14, 15]);
  });

  it('names each button after where it leads', () => {
    expect(goToLabel('/shorts')).toBe('Go to Shorts');
    expect(goToLabel('/premium-order')).toBe('Go to Premium');
  });
});

describe('the guide entries', () => {
  it('are 15, numbered in order, each with a title, a summary and 3-5 steps', () => {
    expect(GUIDE_ENTRIES.map((entry) => entry.number)).toEqual(ALL);
    for (const entry of GUIDE_ENTRIES) {
      expect(entry.title).not.toBe('');
      expect(entry.summary).not.toBe('');
      expect(entry.steps.length).toBeGreaterThanOrEqual(3);
      expect(entry.steps.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(GUIDE_ENTRIES.map((entry) => entry.title)).size).toBe(15);
  });

  it('follow the boost plans and the earning rules', () => {
    const text = (number: number) => GUIDE_ENTRIES[number - 1]!.steps.join(' ');
    expect(text(10)).toContain('1 day for $1, 3 days for $5 (most popular) or 5 days for $10');
    expect(text(3)).toContain('MP4, MOV or AVI file up to 100MB');
    expect(text(11)).toContain('at least 30 seconds');
    expect(text(13)).toContain('4 or more words');
  });
});
