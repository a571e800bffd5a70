import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/**
 * Removes a challenge's winners before a new pick is stored: places and videos are both unique
 * per challenge, so swapping two places row by row would collide.
 */
export async function clearChallengeWinners(challengeId: string, token: string): Promise<void> {
  const supabase = await getSupabase();
  await dataOf(
    sentAs(supabase.from('challenge_winners').delete().eq('challenge_id', challengeId), token),
  );
}
