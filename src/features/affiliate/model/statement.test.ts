import { describe, expect, it } from 'vitest';
import { parseCommission, parseStatement } from './statement';

const commission = {
  id: 'c1',
  source: 'premium',
  payment_amount_cents: 2500,
  commission_cents: 500,
  created_at: '2026-11-20T10:00:00Z',
  status: 'pending',
};

const statement = {
  total_commission: 5,
  referral_count: 2,
  commission_rate: 20,
  held: 0,
  available: 5,
  commissions: [commission],
};

describe('parseStatement', () => {
  it('reads the totals and the commissions', () => {
    expect(parseStatement(statement)).toEqual({
      totalCommission: 5,
      referralCount: 2,
      commissionRate: 20,
      held: 0,
      available: 5,
      commissions: [
        {
          id: 'c1',
          source: 'premium',
          paymentAmountCents: 2500,
          commissionCents: 500,
          createdAt: '2026-11-20T10:00:00Z',
          status: 'pending',
        },
      ],
    });
  });

  it('takes numeric values sent as strings', () => {
    const parsed = parseStatement({ ...statement, total_commission: '12.50', available: '7.5' });
    expect(parsed?.totalCommission).toBe(12.5);
    expect(parsed?.available).toBe(7.5);
  });

  it('answers null for a non-member', () => {
    expect(parseStatement(null)).toBeNull();
  });

  it('refuses anything that is not a statement', () => {
    expect(() => parseStatement('statement')).toThrow(
      'Unexpected answer from affiliate_statement.',
    );
    expect(() => parseStatement([])).toThrow();
    expect(() => parseStatement({ ...statement, commissions: undefined })).toThrow();
    expect(() => parseStatement({ ...statement, available: null })).toThrow();
    expect(() => parseStatement({ ...statement, held: 'lots' })).toThrow();
  });

  it('leaves out a commission row it cannot read', () => {
    const parsed = parseStatement({
      ...statement,
      commissions: [commission, { ...commission, id: 'c2', status: 'lost' }, 'nonsense'],
    });
    expect(parsed?.commissions.map((row) => row.id)).toEqual(['c1']);
  });
});

describe('parseCommission', () => {
  it('knows every status and both sources', () => {
    for (const status of ['pending', 'approved', 'paid', 'void'])
      expect(parseCommission({ ...commission, status })?.status).toBe(status);
    expect(parseCommission({ ...commission, source: 'boost' })?.source).toBe('boost');
  });

  it('refuses unknown or missing fields', () => {
    expect(parseCommission({ ...commission, source: 'music' })).toBeNull();
    expect(parseCommission({ ...commission, id: '' })).toBeNull();
    expect(parseCommission({ ...commission, created_at: 'yesterday' })).toBeNull();
    expect(parseCommission({ ...commission, commission_cents: null })).toBeNull();
    expect(parseCommission({ ...commission, payment_amount_cents: 'x' })).toBeNull();
    expect(parseCommission(null)).toBeNull();
  });
});
