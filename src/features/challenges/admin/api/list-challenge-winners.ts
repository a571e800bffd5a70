import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface StoredWinner {
  place: number;
  video_id: string;
}

/** The winners already picked for a challenge. */
export async function listChallengeWinners(
  challengeId: string,
  token: string,
  signal: AbortSignal,
): Promise<StoredWinner[]> {
  const supabase = await getSupabase();
  return dataOf(
    sentAs(
      supabase
        .from('challenge_winners')
        .select('place,video_id')
        .eq('challenge_id', challengeId)
        .order('place', { ascending: true })
        .abortSignal(signal),
      token,
    ),
  );
}
