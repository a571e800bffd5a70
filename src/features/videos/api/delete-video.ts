import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase, type Supabase } from '@/lib/supabase';

function ownVideo(supabase: Supabase, videoId: string, userId: string) {
  return supabase.from('videos').select('id').eq('id', videoId).eq('user_id', userId);
}

/**
 * Part 2 §4/§7: the video's likes go first, then the video (by id and the owner's id). The
 * database also removes every remaining like with the video. Answers false, touching nothing,
 * when the video is not the caller's: a visitor's own like on it stays.
 */
export async function deleteVideo(
  videoId: string,
  userId: string,
  token: string,
): Promise<boolean> {
  const supabase = await getSupabase();
  const own = await dataOf(sentAs(ownVideo(supabase, videoId, userId), token));
  if (own.length === 0) return false;
  await dataOf(sentAs(supabase.from('video_likes').delete().eq('video_id', videoId), token));
  const deleted = await dataOf(
    sentAs(
      supabase.from('videos').delete().eq('id', videoId).eq('user_id', userId).select('id'),
      token,
    ),
  );
  return deleted.length > 0;
}
