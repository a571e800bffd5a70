import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { AdminChallenge } from '../model/challenge';
import type { ChallengeWrite } from '../model/challenge-form';
import { ADMIN_CHALLENGE_COLUMNS } from './challenge-columns';

/**
 * Part 1 §7 challenges insert. The database recomputes is_active and writes the audit row itself
 * (challenges_compute_active, challenges_audit), so the client sends neither as the truth.
 */
export async function createChallenge(row: ChallengeWrite, token: string): Promise<AdminChallenge> {
  const supabase = await getSupabase();
  return dataOf(
    sentAs(supabase.from('challenges').insert(row).select(ADMIN_CHALLENGE_COLUMNS).single(), token),
  );
}
