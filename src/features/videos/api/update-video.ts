import type { TablesUpdate } from '@/lib/database.types';
import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseVideoList, type FeedVideo } from '../model/video';
import { VIDEO_COLUMNS } from './video-columns';

type VideoChanges = TablesUpdate<'videos'>;

/** What the edit dialog changes: title, link and challenge always, the thumbnail when re-made. */
export type VideoUpdate = Required<Pick<VideoChanges, 'title' | 'video_url' | 'challenge_tag'>> &
  Pick<VideoChanges, 'thumbnail_url'>;

/**
 * Part 2 §7 update by id, filtered by the user's own id as well. Null when no row changed: the
 * video is not the caller's (row-level security hides it from the update).
 */
export async function updateVideo(
  videoId: string,
  userId: string,
  update: VideoUpdate,
  token: string,
): Promise<FeedVideo | null> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    sentAs(
      supabase
        .from('videos')
        .update({ ...update, updated_at: new Date().toISOString() })
        .eq('id', videoId)
        .eq('user_id', userId)
        .select(VIDEO_COLUMNS),
      token,
    ),
  );
  return parseVideoList(rows)[0] ?? null;
}
