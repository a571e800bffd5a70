import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { AdminChallenge } from '../model/challenge';
import type { ChallengeWrite } from '../model/challenge-form';
import { ADMIN_CHALLENGE_COLUMNS } from './challenge-columns';

/**
 * Part 1 §7 challenges update by id. Null when no row changed: it was deleted meanwhile, or
 * row-level security hid it (the caller is no longer an admin).
 */
export async function updateChallenge(
  id: string,
  row: ChallengeWrite,
  token: string,
): Promise<AdminChallenge | null> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    sentAs(
      supabase.from('challenges').update(row).eq('id', id).select(ADMIN_CHALLENGE_COLUMNS),
      token,
    ),
  );
  return rows[0] ?? null;
}
