import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/**
 * Part 1 §7 challenges delete by id (its entries and winners go with it). Answers whether a row
 * was deleted: false when it was already gone or row-level security refused.
 */
export async function deleteChallenge(id: string, token: string): Promise<boolean> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    sentAs(supabase.from('challenges').delete().eq('id', id).select('id'), token),
  );
  return rows.length > 0;
}
