import { describe, expect, it } from 'vitest';
import { decisionsFor, rejectionReasonProblem, toQueuedPayout } from './payout-queue';

describe('the payout queue', () => {
  it('offers only the moves review_payout accepts', () => {
    expect(decisionsFor('pending')).toEqual(['approve', 'reject']);
    expect(decisionsFor('approved')).toEqual(['mark_paid', 'reject']);
    expect(decisionsFor('completed')).toEqual([]);
    expect(decisionsFor('rejected')).toEqual([]);
  });

  it('needs a reason of at most 500 characters to reject', () => {
    expect(rejectionReasonProblem('  ')).toBe('Give the member a reason for the rejection.');
    expect(rejectionReasonProblem('x'.repeat(501))).toBe('Keep the reason to 500 characters.');
    expect(rejectionReasonProblem(' Name mismatch ')).toBeNull();
  });

  it('tells affiliate commission payouts apart', () => {
    expect(
      toQueuedPayout({
        id: 'p2',
        member_email: null,
        member_name: 'Aff',
        amount: 10,
        status: 'approved',
        source: 'affiliate',
        payout_method: 'paypal',
        payout_details: { paypalEmail: 'aff@b.co' },
        rejection_reason: null,
        created_at: '2026-11-26T07:00:00Z',
        reviewed_at: null,
        paid_at: null,
      }).source,
    ).toBe('affiliate');
  });

  it('reads a queue row, ignoring an unknown method and odd details', () => {
    const row = {
      id: 'p1',
      member_email: 'a@b.co',
      member_name: null,
      amount: 12.5,
      status: 'pending',
      source: 'mystery',
      payout_method: 'cheque',
      payout_details: { paypalEmail: 'a@b.co', accountNumber: 7 },
      rejection_reason: null,
      created_at: '2026-11-26T07:00:00Z',
      reviewed_at: null,
      paid_at: null,
    };
    expect(toQueuedPayout(row)).toMatchObject({
      amount: 12.5,
      source: 'earnings',
      method: null,
      details: { paypalEmail: 'a@b.co' },
    });
  });
});
