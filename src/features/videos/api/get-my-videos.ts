import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseVideoList, type FeedVideo } from '../model/video';
import { VIDEO_COLUMNS } from './video-columns';

/**
 * The challenges a video entered, embedded through challenge_entries (issue 13), and where
 * moderation has it (issue 34: a removed video says 'Policy Violation' with the reason).
 */
const MY_VIDEO_COLUMNS =
  `${VIDEO_COLUMNS},moderation_status,moderation_reason,challenge_entries(challenges(title))` as const;

/** Part 2 §7: select videos by user_id ordered by created_at descending, with their entries. */
export async function getMyVideos(
  userId: string,
  token: string,
  signal?: AbortSignal,
): Promise<FeedVideo[]> {
  const supabase = await getSupabase();
  const query = sentAs(
    supabase
      .from('videos')
      .select(MY_VIDEO_COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
    token,
  );
  return parseVideoList(await dataOf(signal ? query.abortSignal(signal) : query));
}
