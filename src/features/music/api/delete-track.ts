import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/** Deletes one track's row by id (admins only); deleting no row is a failure. */
export async function deleteTrack(id: string): Promise<void> {
  const supabase = await getSupabase();
  const rows = await dataOf(supabase.from('music_tracks').delete().eq('id', id).select('id'));
  if (rows.length !== 1) throw new Error('The track was not found.');
}
