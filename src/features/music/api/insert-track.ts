import { dataOf } from '@/lib/api/supabase-answer';
import type { TablesInsert } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { isUniqueViolation, SlugTakenError } from '../model/upload-errors';

export type NewTrack = Pick<
  TablesInsert<'music_tracks'>,
  | 'title'
  | 'artist'
  | 'genre'
  | 'duration'
  | 'file_size'
  | 'file_path'
  | 'file_url'
  | 'cover_image_url'
  | 'description'
  | 'tags'
  | 'slug'
  | 'status'
>;

/** Part 2 §7: insert into music_tracks with the track fields; a taken slug (23505) is told apart. */
export async function insertTrack(track: NewTrack): Promise<string> {
  const supabase = await getSupabase();
  try {
    const row = await dataOf<{ id: string } | null>(
      supabase.from('music_tracks').insert(track).select('id').single(),
    );
    if (!row) throw new Error('The track was not saved.');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(track.slug);
    throw error;
  }
}
