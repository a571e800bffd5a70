import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface PayoutBalance {
  totalEarned: number;
  /** Held by pending, approved and paid requests. */
  reserved: number;
  available: number;
}

/** The member's balance as request_payout counts it (get_payout_balance). */
export async function getPayoutBalance(): Promise<PayoutBalance> {
  const supabase = await getSupabase();
  const rows = await dataOf(supabase.rpc('get_payout_balance'));
  const row = rows[0];
  if (!row) throw new Error('Unexpected answer from get_payout_balance.');
  return {
    totalEarned: Number(row.total_earned),
    reserved: Number(row.reserved),
    available: Number(row.available),
  };
}
