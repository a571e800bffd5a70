/**
 * THE PAYOUT AMOUNT RULE on the device, for earnings and affiliate payouts alike (design §3.6).
 * The server's is private.payout_amount_refusal (supabase/schemas/07_payouts.sql), called by
 * request_payout and request_affiliate_payout, which check again in the same words.
 */
import { SERVER_RULES } from '@/lib/server-rules';

/** Design §3.6: the minimum payout in dollars, generated from private.minimum_payout(). */
export const MINIMUM_PAYOUT: number = SERVER_RULES.minimumPayout;

/** Part 1 §8 and part 2 §8, word for word (the same words on both pages). */
export const PAYOUT_MESSAGES = {
  insufficient: "Insufficient Balance: You don't have enough balance for this payout request.",
  payoutFailed: 'Failed to submit payout request',
  methodSaved: 'Payout Method Updated',
  methodFailed: 'Failed to update payout method. Please try again.',
} as const;

/** The minimum in the words the server refuses with: `$10.00`. */
export const MINIMUM_PAYOUT_TEXT = `$${MINIMUM_PAYOUT.toFixed(2)}`;

/**
 * What is wrong with an amount typed in dollars, before it is sent: null when it may be
 * requested. `available` is null while the balance is unknown.
 */
export function payoutAmountProblem(text: string, available: number | null): string | null {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    return 'Enter a valid payout amount greater than $0.00.';
  if (Math.round(amount * 100) / 100 !== amount)
    return 'Payout amounts are in dollars and cents (at most 2 decimals).';
  if (amount < MINIMUM_PAYOUT) return `The minimum payout is ${MINIMUM_PAYOUT_TEXT}.`;
  if (available !== null && amount > available) return PAYOUT_MESSAGES.insufficient;
  return null;
}

/** A refusal (the server's or the check above) as a toast: 'Insufficient Balance: …' keeps its own title. */
export function refusalToast(message: string): { title: string; description?: string } {
  const colon = message.indexOf(': ');
  if (message.startsWith('Insufficient Balance') && colon > 0)
    return { title: message.slice(0, colon), description: message.slice(colon + 2) };
  return { title: PAYOUT_MESSAGES.payoutFailed, description: message || undefined };
}

/** What to say under 'Failed to submit payout request' when the request itself failed. */
export function requestFailureDetail(error: unknown): string | undefined {
  if (error instanceof TypeError) return 'Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : undefined;
}
