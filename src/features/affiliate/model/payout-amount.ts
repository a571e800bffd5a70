import { AFFILIATE_MESSAGES } from './messages';

/** Design §3.6 (part 2 §9): the minimum payout, for affiliate commission as for earnings. */
export const MINIMUM_PAYOUT = 10;

/**
 * What is wrong with an amount typed in dollars, before it is sent (request_affiliate_payout
 * checks again, in the same words): null when it may be requested. `available` is null while the
 * balance is unknown.
 */
export function payoutAmountProblem(text: string, available: number | null): string | null {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    return 'Enter a valid payout amount greater than $0.00.';
  if (Math.round(amount * 100) / 100 !== amount)
    return 'Payout amounts are in dollars and cents (at most 2 decimals).';
  if (amount < MINIMUM_PAYOUT) return 'The minimum payout is $10.00.';
  if (available !== null && amount > available) return AFFILIATE_MESSAGES.insufficient;
  return null;
}

/** The server's refusal split for a toast: 'Insufficient Balance: …' keeps its own title. */
export function refusalToast(message: string): { title: string; description?: string } {
  const colon = message.indexOf(': ');
  if (message.startsWith('Insufficient Balance') && colon > 0)
    return { title: message.slice(0, colon), description: message.slice(colon + 2) };
  return { title: AFFILIATE_MESSAGES.payoutFailed, description: message || undefined };
}
