import { ApiError } from '@/lib/api/api-error';
import { payoutDetailsProblem, type PayoutDetails, type PayoutMethodKind } from '@/domain/payouts';

/** The database's check constraint (affiliates_payout_details_valid) refused the details. */
export const CHECK_VIOLATION = '23514';

/**
 * What to add under 'Failed to update payout method. Please try again.': when the database
 * refused the details, what is wrong with them (if it can be told); otherwise nothing.
 */
export function saveFailureDetail(
  error: unknown,
  method: PayoutMethodKind,
  details: PayoutDetails,
): string | undefined {
  if (!(error instanceof ApiError) || error.code !== CHECK_VIOLATION) return undefined;
  return payoutDetailsProblem(method, details) ?? undefined;
}
