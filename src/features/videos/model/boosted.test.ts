import { describe, expect, it } from 'vitest';
import { boostBadgeText, isBoostedNow } from './boosted';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('boosted badge', () => {
  it('counts only while is_boosted is true and boost_until is in the future', () => {
    expect(isBoostedNow({ is_boosted: true, boost_until: at(HOUR) }, NOW)).toBe(true);
    expect(isBoostedNow({ is_boosted: true, boost_until: at(-1) }, NOW)).toBe(false);
    expect(isBoostedNow({ is_boosted: true, boost_until: at(0) }, NOW)).toBe(false);
    expect(isBoostedNow({ is_boosted: false, boost_until: at(48 * HOUR) }, NOW)).toBe(false);
    expect(isBoostedNow({ is_boosted: true, boost_until: null }, NOW)).toBe(false);
    expect(isBoostedNow({ is_boosted: true, boost_until: 'not a date' }, NOW)).toBe(false);
  });

  it('shows remaining days when more than one day is left', () => {
    expect(boostBadgeText({ is_boosted: true, boost_until: at(72 * HOUR) }, NOW)).toBe(
      'Boosted · 3 days left',
    );
    expect(boostBadgeText({ is_boosted: true, boost_until: at(24 * HOUR + 60_000) }, NOW)).toBe(
      'Boosted · 2 days left',
    );
    expect(boostBadgeText({ is_boosted: true, boost_until: at(5 * 24 * HOUR) }, NOW)).toBe(
      'Boosted · 5 days left',
    );
  });

  it('shows hours when one day or less is left', () => {
    expect(boostBadgeText({ is_boosted: true, boost_until: at(24 * HOUR) }, NOW)).toBe(
      'Boosted · 24 hours left',
    );
    expect(boostBadgeText({ is_boosted: true, boost_until: at(5 * HOUR) }, NOW)).toBe(
      'Boosted · 5 hours left',
    );
    expect(boostBadgeText({ is_boosted: true, boost_until: at(10 * 60_000) }, NOW)).toBe(
      'Boosted · 1 hour left',
    );
  });

  it('shows nothing for an expired or unboosted video', () => {
    expect(boostBadgeText({ is_boosted: true, boost_until: at(-HOUR) }, NOW)).toBeNull();
    expect(boostBadgeText({ is_boosted: false, boost_until: at(HOUR) }, NOW)).toBeNull();
  });
});
