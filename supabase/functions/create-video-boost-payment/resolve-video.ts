import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database.ts';
import { HttpError } from '../_shared/handler.ts';
import { siteUrl } from '../_shared/site.ts';

export interface BoostTarget {
  id: string;
  title: string;
}

/** Part 2 §8 'Video Not Found': the words the app shows for a video that cannot be boosted. */
export const VIDEO_NOT_FOUND = 'The selected video could not be found.';

const VIDEO_PAGE = /^\/video\/([^/?#]+)\/?$/;

/**
 * The catalogue id a pasted link names: a LaughLoop video page (`SITE_URL/video/<id>`), or null
 * when the link points elsewhere (then it is matched against the videos' own links).
 */
function idFromSiteLink(link: URL): string | null {
  if (link.origin !== new URL(siteUrl()).origin) return null;
  const match = VIDEO_PAGE.exec(link.pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The approved catalogue video to boost. Part 2 §7: an order for a pasted link carries the id
 * `url_<timestamp>` and the link itself; the link must be a LaughLoop video page or the link of a
 * video in the catalogue, since a boost places a catalogue video. Anything else is 404.
 */
export async function resolveBoostTarget(
  admin: SupabaseClient<Database>,
  videoId: string,
  videoUrl: string | undefined,
): Promise<BoostTarget> {
  let query = admin.from('videos').select('id, title').eq('moderation_status', 'approved');
  if (videoId.startsWith('url_')) {
    if (!videoUrl) throw new HttpError(400, 'videoUrl is required for a pasted link');
    let link: URL;
    try {
      link = new URL(videoUrl);
    } catch {
      throw new HttpError(404, VIDEO_NOT_FOUND);
    }
    const pageId = idFromSiteLink(link);
    query = pageId ? query.eq('id', pageId) : query.eq('video_url', link.toString());
  } else {
    query = query.eq('id', videoId);
  }
  const { data, error } = await query.limit(1);
  if (error) throw new Error(`Looking up the video to boost failed: ${error.message}`);
  const video = data?.[0];
  if (!video) throw new HttpError(404, VIDEO_NOT_FOUND);
  return { id: video.id, title: video.title };
}
