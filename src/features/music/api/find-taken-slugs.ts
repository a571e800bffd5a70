import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/** Which of these slugs already name a track (admins read every track, whatever its status). */
export async function findTakenSlugs(slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('music_tracks')
      .select('slug')
      .in('slug', [...slugs]),
  );
  return new Set(rows.map((row) => row.slug));
}
