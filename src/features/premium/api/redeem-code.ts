import { callEdgeFunction } from '@/lib/edge-functions';

/** Part 2 §7: redeem-free-premium-code {promoCode} with the user's bearer token. */
export async function redeemCode(promoCode: string): Promise<void> {
  const answer = await callEdgeFunction(
    'redeem-free-premium-code',
    { promoCode },
    { requireSession: true },
  );
  if ((answer as { success?: unknown } | null)?.success !== true) {
    throw new Error('The code was not redeemed.');
  }
}
