import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface PayoutRequest {
  id: string;
  amount: number;
  status: string;
  createdAt: string;
  /** Why an admin rejected it (rejected requests only). */
  rejectionReason: string | null;
  paidAt: string | null;
}

/** Part 1 §7: select payout_requests by user_id, newest first (earnings ones: affiliate payouts are listed on /affiliate). */
export async function getPayoutRequests(userId: string): Promise<PayoutRequest[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('payout_requests')
      .select('id, amount, status, created_at, rejection_reason, paid_at')
      .eq('user_id', userId)
      .eq('source', 'earnings')
      .order('created_at', { ascending: false }),
  );
  return rows.map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    status: row.status,
    createdAt: row.created_at,
    rejectionReason: row.rejection_reason,
    paidAt: row.paid_at,
  }));
}
