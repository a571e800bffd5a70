import { describe, expect, it } from 'vitest';
import {
  MINIMUM_PAYOUT,
  PAYOUT_MESSAGES,
  payoutAmountProblem,
  refusalToast,
  requestFailureDetail,
} from './amount';

describe('payoutAmountProblem', () => {
  it('takes amounts of at least $10.00 within the balance, in cents', () => {
    expect(MINIMUM_PAYOUT).toBe(10);
    expect(payoutAmountProblem('10', 25)).toBeNull();
    expect(payoutAmountProblem('24.99', 25)).toBeNull();
    expect(payoutAmountProblem('25', 25)).toBeNull();
    expect(payoutAmountProblem('12', null)).toBeNull();
  });

  it('says what is wrong otherwise, in the server’s words (private.payout_amount_refusal)', () => {
    expect(payoutAmountProblem('', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutAmountProblem('abc', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutAmountProblem('0', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutAmountProblem('-5', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutAmountProblem('10.005', 25)).toBe(
      'Payout amounts are in dollars and cents (at most 2 decimals).',
    );
    expect(payoutAmountProblem('9.99', 25)).toBe('The minimum payout is $10.00.');
    expect(payoutAmountProblem('25.01', 25)).toBe(
      "Insufficient Balance: You don't have enough balance for this payout request.",
    );
  });
});

describe('refusalToast', () => {
  it('gives Insufficient Balance its own title and the rest as the description', () => {
    expect(refusalToast(PAYOUT_MESSAGES.insufficient)).toEqual({
      title: 'Insufficient Balance',
      description: "You don't have enough balance for this payout request.",
    });
  });

  it('puts any other refusal under the failure title, with no empty description', () => {
    expect(refusalToast('The minimum payout is $10.00.')).toEqual({
      title: 'Failed to submit payout request',
      description: 'The minimum payout is $10.00.',
    });
    expect(refusalToast('')).toEqual({
      title: 'Failed to submit payout request',
      description: undefined,
    });
  });
});

describe('requestFailureDetail', () => {
  it('tells a lost connection in words, not as the browser’s "Failed to fetch"', () => {
    expect(requestFailureDetail(new TypeError('Failed to fetch'))).toBe(
      'Check your connection and try again.',
    );
  });

  it('passes any other failure’s message on, and nothing when there is none', () => {
    expect(requestFailureDetail(new Error('Unexpected answer from request-payout.'))).toBe(
      'Unexpected answer from request-payout.',
    );
    expect(requestFailureDetail(new Error(''))).toBeUndefined();
    expect(requestFailureDetail('nope')).toBeUndefined();
  });
});
