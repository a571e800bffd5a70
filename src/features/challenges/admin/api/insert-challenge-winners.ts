import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { WinnerRow } from '../model/winners';

/**
 * Stores the picked places in one insert. The database checks that the challenge has ended and
 * each video is its entry, copies the entrant's user id and writes the audit rows.
 */
export async function insertChallengeWinners(
  challengeId: string,
  rows: readonly WinnerRow[],
  token: string,
): Promise<void> {
  const supabase = await getSupabase();
  await dataOf(
    sentAs(
      supabase
        .from('challenge_winners')
        .insert(rows.map((row) => ({ ...row, challenge_id: challengeId }))),
      token,
    ),
  );
}
