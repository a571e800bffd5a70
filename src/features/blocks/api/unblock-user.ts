import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/** unblock_user: the member's videos and comments come back (nothing happens if not blocked). */
export async function unblockUser(userId: string, token: string): Promise<void> {
  const supabase = await getSupabase();
  await dataOf(sentAs(supabase.rpc('unblock_user', { p_user_id: userId }), token));
}
