import { ApiError } from '@/lib/api/api-error';
import { invokeFunction } from '@/lib/api/functions';

/** Part 2 §7: redeem-free-premium-code {promoCode} with the user's bearer token. */
export async function redeemCode(promoCode: string): Promise<void> {
  const answer = await invokeFunction(
    'redeem-free-premium-code',
    { promoCode },
    { requireSession: true },
  );
  const result = answer as { success?: unknown; error?: unknown } | null;
  if (result?.success !== true) {
    // A 200 that refuses carries the server's reason, which part 2 §8 maps like any other refusal.
    const reason =
      typeof result?.error === 'string' && result.error
        ? result.error
        : 'The code was not redeemed.';
    throw new ApiError(reason, 200);
  }
}
