import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseBlockedUsers, type BlockedUser } from '../model/blocked-user';

/** list_blocked_users: the members the caller blocked, newest first. */
export async function listBlockedUsers(
  token: string,
  signal?: AbortSignal,
): Promise<BlockedUser[]> {
  const supabase = await getSupabase();
  const query = sentAs(supabase.rpc('list_blocked_users'), token);
  return parseBlockedUsers(await dataOf(signal ? query.abortSignal(signal) : query));
}
