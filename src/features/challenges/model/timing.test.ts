import { describe, expect, it } from 'vitest';
import type { Challenge } from './challenge';
import { challengeProgress, formatDuration, participantsText, timeLeftText } from './timing';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-20T00:00:00Z');

function challenge(lengthMs: number): Challenge {
  return {
    id: 'c',
    title: 't',
    description: 'd',
    imageUrl: null,
    prizeText: null,
    startDate: new Date(START).toISOString(),
    endDate: new Date(START + lengthMs).toISOString(),
    affiliateProductName: null,
    affiliateUrl: null,
    affiliateImageUrl: null,
  };
}

describe('challengeProgress (part 1 §9: a 7-day span)', () => {
  it('is the share of 7 days elapsed since the start, whatever the challenge length', () => {
    expect(challengeProgress(challenge(7 * DAY), START + 3.5 * DAY)).toBeCloseTo(0.5);
    expect(challengeProgress(challenge(14 * DAY), START + 10 * DAY)).toBe(1);
    expect(challengeProgress(challenge(3 * DAY), START + DAY)).toBeCloseTo(1 / 7);
  });

  it('is empty before the start and full once ended', () => {
    expect(challengeProgress(challenge(7 * DAY), START - HOUR)).toBe(0);
    expect(challengeProgress(challenge(2 * DAY), START + 3 * DAY)).toBe(1);
  });
});

describe('time left', () => {
  it('formats the two largest units', () => {
    expect(formatDuration(2 * DAY + 5 * HOUR + 10 * 60_000)).toBe('2d 5h');
    expect(formatDuration(3 * DAY)).toBe('3d');
    expect(formatDuration(3 * HOUR + 12 * 60_000)).toBe('3h 12m');
    expect(formatDuration(4 * 60_000 + 5_000)).toBe('4m');
    expect(formatDuration(59_000)).toBe('<1m');
  });

  it('says what is left, when it starts, or that it ended', () => {
    const c = challenge(7 * DAY);
    expect(timeLeftText(c, START + 5 * DAY)).toBe('2d left');
    expect(timeLeftText(c, START - 2 * HOUR)).toBe('Starts in 2h');
    expect(timeLeftText(c, START + 8 * DAY)).toBe('Challenge ended');
  });

  it('counts participants in words', () => {
    expect(participantsText(1)).toBe('1 participant');
    expect(participantsText(1234)).toBe('1,234 participants');
    expect(participantsText(0)).toBe('0 participants');
  });
});
