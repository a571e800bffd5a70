import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import {
  LIBRARY_PAGE_SIZE,
  toLibraryTrack,
  TRACK_COLUMNS,
  type LibraryTrack,
  type TrackRow,
} from '../model/library-track';
import { searchFilter } from '../model/search';

export interface TrackPage {
  tracks: LibraryTrack[];
  hasMore: boolean;
}

/**
 * One page of the library, newest first; admins read every status (RLS). A search looks in
 * title, artist and genre on the server, with the term escaped (model/search.ts). One row more
 * than a page is asked for, to know whether a next page exists.
 */
export async function listTracks(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<TrackPage> {
  const supabase = await getSupabase();
  const from = page * LIBRARY_PAGE_SIZE;
  let query = supabase
    .from('music_tracks')
    .select(TRACK_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + LIBRARY_PAGE_SIZE);
  const filter = searchFilter(search);
  if (filter) query = query.or(filter);
  if (signal) query = query.abortSignal(signal);
  const rows = await dataOf<TrackRow[]>(query);
  return {
    tracks: rows.slice(0, LIBRARY_PAGE_SIZE).map(toLibraryTrack),
    hasMore: rows.length > LIBRARY_PAGE_SIZE,
  };
}
