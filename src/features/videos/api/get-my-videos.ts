import { parseVideoList, type FeedVideo } from '../model/video';
import { rest, VIDEO_COLUMNS } from './rest';

/** Part 2 §7: select videos by user_id ordered by created_at descending. */
export async function getMyVideos(
  userId: string,
  token: string,
  signal?: AbortSignal,
): Promise<FeedVideo[]> {
  const body = await rest(
    `videos?select=${VIDEO_COLUMNS}&user_id=eq.${encodeURIComponent(userId)}&order=created_at.desc`,
    { token, signal },
  );
  return parseVideoList(body);
}
