import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { toQueuedPayout, type QueuedPayout } from '../model/payout-queue';

/** admin_payout_queue: open requests oldest first, or the latest closed ones (admins only). */
export async function listPayoutQueue(closed: boolean): Promise<QueuedPayout[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(supabase.rpc('admin_payout_queue', { p_closed: closed }));
  return rows.map(toQueuedPayout);
}
