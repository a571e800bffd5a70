import { dataOf } from '@/lib/api/supabase-answer';
import {
  isPayoutMethodKind,
  parsePayoutDetails,
  type PayoutDetails,
  type PayoutMethodKind,
} from '@/domain/payouts';
import { getSupabase } from '@/lib/supabase';

export interface PayoutMethod {
  method: PayoutMethodKind;
  details: PayoutDetails;
}

/** The member's payout method (payout_methods, own row under RLS), or null when none is saved. */
export async function getPayoutMethod(userId: string): Promise<PayoutMethod | null> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase.from('payout_methods').select('payout_method, payout_details').eq('user_id', userId),
  );
  const row = rows[0];
  if (!row || !isPayoutMethodKind(row.payout_method)) return null;
  return { method: row.payout_method, details: parsePayoutDetails(row.payout_details) };
}
