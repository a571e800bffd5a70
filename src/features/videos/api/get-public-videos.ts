import { env } from '@/lib/env';
import { getPublic } from '@/lib/api/get-public';
import { publicVideosPath } from '../model/public-lists';
import { parseVideoList, type FeedVideo } from '../model/video';

/**
 * Part 2 §7 get_public_videos (12 on home, 50 on shorts, 20 on latest). A GET, so the service
 * worker's NetworkFirst cache answers it when the network does not. With a member's token the
 * server leaves out what they reported or blocked.
 */
export function getPublicVideos(
  limit: number,
  signal?: AbortSignal,
  token: string | null = null,
): Promise<FeedVideo[]> {
  return getPublic(publicVideosPath(limit), parseVideoList, signal, token);
}

/** The URL of that call, the key of the service worker's copy. */
export function publicVideosUrl(limit: number): string {
  return `${env.supabaseUrl}/rest/v1/${publicVideosPath(limit)}`;
}
