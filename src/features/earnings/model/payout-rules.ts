import { EARNING_MESSAGES } from './messages';

/** Design §3.6: the minimum payout, for earnings and affiliate commission alike. */
export const MINIMUM_PAYOUT = 10;

export const INSUFFICIENT_BALANCE = {
  title: 'Insufficient Balance',
  description: "You don't have enough balance for this payout request.",
} as const;

/** The answer request_payout gives for it, word for word (part 1 §8). */
export const INSUFFICIENT_BALANCE_MESSAGE = EARNING_MESSAGES.insufficient;

/**
 * What is wrong with an amount before it is sent (the server checks again): null when it may be
 * requested. `available` is null while the balance is unknown.
 */
export function payoutProblem(text: string, available: number | null): string | null {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    return 'Enter a valid payout amount greater than $0.00.';
  if (Math.round(amount * 100) / 100 !== amount)
    return 'Payout amounts are in dollars and cents (at most 2 decimals).';
  if (amount < MINIMUM_PAYOUT) return 'The minimum payout is $10.00.';
  if (available !== null && amount > available) return INSUFFICIENT_BALANCE_MESSAGE;
  return null;
}
