import { getPublic } from '@/lib/rest-public';
import { parseVideoList, type FeedVideo } from '../model/video';

/**
 * Part 2 §7 get_public_videos (12 on home, 50 on shorts, 20 on latest). A GET, so the service
 * worker's NetworkFirst cache can answer it offline.
 */
export function getPublicVideos(limit: number, signal?: AbortSignal): Promise<FeedVideo[]> {
  return getPublic(
    `rpc/get_public_videos?page_limit=${limit}&page_offset=0`,
    parseVideoList,
    signal,
  );
}
