import { dataOf } from '@/lib/api/supabase-answer';
import { cleanPayoutDetails, type PayoutDetails, type PayoutMethodKind } from '@/domain/payouts';
import { getSupabase } from '@/lib/supabase';

/**
 * Part 2 §7: update affiliates for the user with payout_method, payout_details and
 * payout_verified false. The database checks the details (23514 when they are refused); an
 * update that reaches no row (not a member) is a failure too.
 */
export async function saveAffiliatePayoutMethod(
  userId: string,
  method: PayoutMethodKind,
  details: PayoutDetails,
): Promise<void> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('affiliates')
      .update({
        payout_method: method,
        payout_details: { ...cleanPayoutDetails(method, details) },
        payout_verified: false,
      })
      .eq('user_id', userId)
      .select('user_id'),
  );
  if (rows.length !== 1) throw new Error('No affiliate row to update.');
}
