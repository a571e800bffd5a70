import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/**
 * ban_user: the member's videos are removed with the reason, they can no longer upload or comment,
 * and their payouts are held. The database checks the role and audit-logs it. Answers its message.
 */
export async function banUser(userId: string, reason: string): Promise<string> {
  const supabase = await getSupabase();
  const answer = (await dataOf(
    supabase.rpc('ban_user', { p_user_id: userId, p_reason: reason }),
  )) as { message?: unknown } | null;
  return typeof answer?.message === 'string' ? answer.message : 'Done.';
}
