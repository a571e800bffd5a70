import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { AdminChallenge } from '../model/challenge';
import { ADMIN_CHALLENGE_COLUMNS } from './challenge-columns';

/** Part 1 §7 challenges select: every challenge, newest start first. */
export async function listChallenges(
  token: string,
  signal: AbortSignal,
): Promise<AdminChallenge[]> {
  const supabase = await getSupabase();
  return dataOf(
    sentAs(
      supabase
        .from('challenges')
        .select(ADMIN_CHALLENGE_COLUMNS)
        .order('start_date', { ascending: false })
        .abortSignal(signal),
      token,
    ),
  );
}
