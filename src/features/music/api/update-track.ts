import { dataOf } from '@/lib/api/supabase-answer';
import type { TablesUpdate } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

/** The columns an admin may change after upload. */
export type TrackChanges = Pick<
  TablesUpdate<'music_tracks'>,
  'title' | 'artist' | 'genre' | 'description' | 'tags' | 'status'
>;

/** Updates one track by id (admins only); an update that reaches no row is a failure. */
export async function updateTrack(id: string, changes: TrackChanges): Promise<void> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase.from('music_tracks').update(changes).eq('id', id).select('id'),
  );
  if (rows.length !== 1) throw new Error('The track was not found.');
}
