import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { ChallengeEntryOption } from '../model/winners';

/** A challenge's entries with their videos' titles (admins read every video), oldest first. */
export async function listChallengeEntries(
  challengeId: string,
  token: string,
  signal: AbortSignal,
): Promise<ChallengeEntryOption[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    sentAs(
      supabase
        .from('challenge_entries')
        .select('video_id,user_id,videos(title)')
        .eq('challenge_id', challengeId)
        .order('created_at', { ascending: true })
        .abortSignal(signal),
      token,
    ),
  );
  return rows.map((row) => ({
    videoId: row.video_id,
    userId: row.user_id,
    // A video the reader cannot see embeds as null: name it by id rather than hide the entry.
    title: row.videos?.title ?? `Video ${row.video_id}`,
  }));
}
