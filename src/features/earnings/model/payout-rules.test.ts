import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE_MESSAGE, payoutProblem } from './payout-rules';

describe('payoutProblem', () => {
  it('takes amounts of at least $10.00 within the balance, in cents', () => {
    expect(payoutProblem('10', 25)).toBeNull();
    expect(payoutProblem('24.99', 25)).toBeNull();
    expect(payoutProblem('12', null)).toBeNull();
  });

  it('says what is wrong otherwise, in the server’s words', () => {
    expect(payoutProblem('', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutProblem('abc', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutProblem('-5', 25)).toBe('Enter a valid payout amount greater than $0.00.');
    expect(payoutProblem('10.005', 25)).toBe(
      'Payout amounts are in dollars and cents (at most 2 decimals).',
    );
    expect(payoutProblem('9.99', 25)).toBe('The minimum payout is $10.00.');
    expect(payoutProblem('25.01', 25)).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    expect(INSUFFICIENT_BALANCE_MESSAGE).toBe(
      "Insufficient Balance: You don't have enough balance for this payout request.",
    );
  });
});
