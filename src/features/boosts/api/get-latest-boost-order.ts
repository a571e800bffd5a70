import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface BoostOrderState {
  status: string;
  days: number;
  paidAt: string | null;
}

/** The member's newest boost order for a video (boost_orders, own rows under RLS), or null. */
export async function getLatestBoostOrder(
  userId: string,
  videoId: string,
): Promise<BoostOrderState | null> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('boost_orders')
      .select('status, days, paid_at')
      .eq('user_id', userId)
      .eq('video_id', videoId)
      .order('created_at', { ascending: false })
      .limit(1),
  );
  const row = rows[0];
  return row ? { status: row.status, days: row.days, paidAt: row.paid_at } : null;
}
