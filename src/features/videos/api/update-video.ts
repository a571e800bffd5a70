import { parseVideoList, type FeedVideo } from '../model/video';
import { rest, VIDEO_COLUMNS } from './rest';

export interface VideoUpdate {
  title: string;
  video_url: string;
  challenge_tag: string | null;
  thumbnail_url?: string;
}

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
  const body = await rest(
    `videos?id=eq.${encodeURIComponent(videoId)}&user_id=eq.${encodeURIComponent(userId)}&select=${VIDEO_COLUMNS}`,
    {
      method: 'PATCH',
      token,
      prefer: 'return=representation',
      body: { ...update, updated_at: new Date().toISOString() },
    },
  );
  return parseVideoList(body)[0] ?? null;
}
