import { parseVideoList, type FeedVideo } from '../model/video';
import { rest, VIDEO_COLUMNS } from './rest';

/** One video by id (the share landing page); null when it does not exist or is not visible. */
export async function getVideo(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<FeedVideo | null> {
  const body = await rest(`videos?select=${VIDEO_COLUMNS}&id=eq.${encodeURIComponent(id)}`, {
    token,
    signal,
  });
  return parseVideoList(body)[0] ?? null;
}
