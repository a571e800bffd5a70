import { dataOf } from '@/lib/api/supabase-answer';
import type { Tables } from '@/lib/database.types';
import {
  isPayoutMethodKind,
  parsePayoutDetails,
  type PayoutDetails,
  type PayoutMethodKind,
} from '@/domain/payouts';
import { getSupabase } from '@/lib/supabase';

export interface AffiliatePayoutMethod {
  method: PayoutMethodKind;
  details: PayoutDetails;
}

/** The affiliate's saved payout method and details (own row under RLS), or null when none. */
export async function getAffiliatePayoutMethod(
  userId: string,
): Promise<AffiliatePayoutMethod | null> {
  const supabase = await getSupabase();
  const row = await dataOf<Pick<Tables<'affiliates'>, 'payout_method' | 'payout_details'> | null>(
    supabase
      .from('affiliates')
      .select('payout_method, payout_details')
      .eq('user_id', userId)
      .maybeSingle(),
  );
  if (!row || !isPayoutMethodKind(row.payout_method)) return null;
  return { method: row.payout_method, details: parsePayoutDetails(row.payout_details) };
}
