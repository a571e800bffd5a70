import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface BoostVideo {
  id: string;
  title: string;
  isBoosted: boolean;
  boostUntil: string | null;
}

/** Part 2 §7: title, is_boosted and boost_until of one video by id (single or none). */
export async function getBoostVideo(id: string): Promise<BoostVideo | null> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase.from('videos').select('id, title, is_boosted, boost_until').eq('id', id).limit(1),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    isBoosted: row.is_boosted,
    boostUntil: row.boost_until,
  };
}
