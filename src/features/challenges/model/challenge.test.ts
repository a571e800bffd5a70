import { describe, expect, it } from 'vitest';
import {
  challengePhase,
  parseChallengeList,
  pickCurrentChallenge,
  type Challenge,
} from './challenge';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

function challenge(id: string, startOffsetDays: number, endOffsetDays: number): Challenge {
  return {
    id,
    title: `Challenge ${id}`,
    description: 'Make us laugh',
    imageUrl: null,
    prizeText: null,
    startDate: new Date(NOW + startOffsetDays * DAY).toISOString(),
    endDate: new Date(NOW + endOffsetDays * DAY).toISOString(),
    affiliateProductName: null,
    affiliateUrl: null,
    affiliateImageUrl: null,
  };
}

describe('challengePhase', () => {
  it('is upcoming before the start, active between (bounds included) and ended after', () => {
    const c = challenge('a', 0, 7);
    expect(challengePhase(c, NOW - 1)).toBe('upcoming');
    expect(challengePhase(c, NOW)).toBe('active');
    expect(challengePhase(c, NOW + 7 * DAY)).toBe('active');
    expect(challengePhase(c, NOW + 7 * DAY + 1)).toBe('ended');
  });
});

describe('pickCurrentChallenge', () => {
  it('prefers a running challenge (the one ending soonest) over upcoming and ended ones', () => {
    const rows = [
      challenge('next', 1, 8),
      challenge('long', -3, 10),
      challenge('short', -1, 2),
      challenge('old', -14, -7),
    ];
    expect(pickCurrentChallenge(rows, NOW)?.id).toBe('short');
  });

  it('falls back to the next one to start, then to the last one that ended', () => {
    expect(
      pickCurrentChallenge(
        [challenge('later', 5, 12), challenge('soon', 1, 8), challenge('old', -9, -2)],
        NOW,
      )?.id,
    ).toBe('soon');
    expect(
      pickCurrentChallenge([challenge('older', -20, -13), challenge('old', -9, -2)], NOW)?.id,
    ).toBe('old');
  });

  it('answers null when there is no challenge at all', () => {
    expect(pickCurrentChallenge([], NOW)).toBeNull();
  });
});

describe('parseChallengeList', () => {
  it('names the stored columns in camel case, empty optional text as null', () => {
    const [row] = parseChallengeList([
      {
        id: 'c1',
        title: 'Pet fails',
        description: 'Your pet, failing',
        image_url: 'https://cdn.example.com/c1.png',
        prize_text: '$500',
        start_date: '2026-11-20T00:00:00Z',
        end_date: '2026-11-27T00:00:00Z',
        affiliate_product_name: '',
        affiliate_url: null,
        affiliate_image_url: null,
      },
    ]);
    expect(row).toMatchObject({
      id: 'c1',
      imageUrl: 'https://cdn.example.com/c1.png',
      prizeText: '$500',
      affiliateProductName: null,
    });
  });

  it('refuses anything that is not a list of complete rows', () => {
    expect(() => parseChallengeList({})).toThrow();
    expect(() => parseChallengeList([{ id: 'c1', title: 'No dates', description: 'x' }])).toThrow();
  });
});
