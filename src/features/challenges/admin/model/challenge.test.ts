import { describe, expect, it } from 'vitest';
import { challengePhase, formFromChallenge, type AdminChallenge } from './challenge';
import { toLocalInput } from './challenge-form';

const CHALLENGE: AdminChallenge = {
  id: 'c1',
  title: 'Dance Off',
  description: 'Moves.',
  image_url: null,
  prize_text: '$100',
  start_date: '2026-11-20T10:00:00Z',
  end_date: '2026-11-27T10:00:00Z',
  is_active: false,
  affiliate_product_name: null,
  affiliate_url: 'https://shop.example/',
  affiliate_image_url: null,
  created_at: '2026-11-19T00:00:00Z',
};

describe('challengePhase', () => {
  it('follows the dates, not the stored is_active', () => {
    expect(challengePhase(CHALLENGE, new Date('2026-11-19T00:00:00Z'))).toBe('upcoming');
    expect(challengePhase(CHALLENGE, new Date('2026-11-25T00:00:00Z'))).toBe('live');
    expect(challengePhase(CHALLENGE, new Date('2026-11-28T00:00:00Z'))).toBe('ended');
  });
});

describe('formFromChallenge', () => {
  it('fills the edit form with local dates and empty optional fields', () => {
    const values = formFromChallenge(CHALLENGE);
    expect(values.startDate).toBe(toLocalInput(CHALLENGE.start_date));
    expect(new Date(values.endDate).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(values.imageUrl).toBe('');
    expect(values.prizeText).toBe('$100');
    expect(values.affiliateUrl).toBe('https://shop.example/');
  });
});
