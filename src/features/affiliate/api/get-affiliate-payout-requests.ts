import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { asNumber } from '../model/money';

export interface AffiliatePayoutRequest {
  id: string;
  amount: number;
  status: string;
  createdAt: string;
  /** Why an admin rejected it (rejected requests only). */
  rejectionReason: string | null;
  paidAt: string | null;
}

/** The affiliate's own payout requests (source 'affiliate'), newest first. */
export async function getAffiliatePayoutRequests(
  userId: string,
  signal?: AbortSignal,
): Promise<AffiliatePayoutRequest[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('payout_requests')
      .select('id, amount, status, created_at, rejection_reason, paid_at')
      .eq('user_id', userId)
      .eq('source', 'affiliate')
      .order('created_at', { ascending: false })
      .abortSignal(signal ?? new AbortController().signal),
  );
  return rows.map((row) => ({
    id: row.id,
    amount: asNumber(row.amount) ?? 0,
    status: row.status,
    createdAt: row.created_at,
    rejectionReason: row.rejection_reason,
    paidAt: row.paid_at,
  }));
}
