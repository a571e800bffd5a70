import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/**
 * "Make Me Admin": claim_first_admin() makes the caller the admin while the instance has none
 * (design §3.2); otherwise the database refuses (42501) with its own words.
 */
export async function claimFirstAdmin(): Promise<void> {
  const supabase = await getSupabase();
  const answer = (await dataOf(supabase.rpc('claim_first_admin'))) as { success?: unknown } | null;
  if (answer?.success !== true) throw new Error('Unexpected answer from claim_first_admin.');
}
