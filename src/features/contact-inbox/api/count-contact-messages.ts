import { errorFromAnswer } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { ContactStatus } from '../model/inbox';

/** How many contact_messages have the given statuses (a HEAD request with an exact count). */
export async function countContactMessages(
  statuses: readonly ContactStatus[],
  signal?: AbortSignal,
): Promise<number> {
  const supabase = await getSupabase();
  const query = supabase
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .in('status', [...statuses]);
  const { count, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw errorFromAnswer(error, status);
  return count ?? 0;
}
