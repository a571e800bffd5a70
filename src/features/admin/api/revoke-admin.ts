import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/**
 * revoke_admin(user): admins take the role from another admin. The database refuses (400) for
 * oneself, for the last admin and for someone who is not an admin, in its own words.
 */
export async function revokeAdmin(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const answer = (await dataOf(supabase.rpc('revoke_admin', { p_user_id: userId }))) as {
    success?: unknown;
  } | null;
  if (answer?.success !== true) throw new Error('Unexpected answer from revoke_admin.');
}
