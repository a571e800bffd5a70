import { takeEarlyRows } from '@/lib/early-fetch';
import { getPublicVideos, publicVideosUrl } from '../api/get-public-videos';
import { PUBLIC_LISTS, type PublicList } from '../model/public-lists';
import { parseVideoList, type FeedVideo } from '../model/video';
import { useVideoList, type VideoList, type VideoListOptions } from './use-video-list';

const loaders: Record<PublicList, (signal: AbortSignal) => ReturnType<typeof getPublicVideos>> = {
  home: (signal) => getPublicVideos(PUBLIC_LISTS.home, signal),
  shorts: (signal) => getPublicVideos(PUBLIC_LISTS.shorts, signal),
  latest: (signal) => getPublicVideos(PUBLIC_LISTS.latest, signal),
};

/** One of the public feeds (home, shorts, latest), kept on the device like every list. */
export function usePublicList(
  name: PublicList,
  options: Omit<VideoListOptions, 'publicUrl'> = {},
): VideoList {
  const publicUrl = publicVideosUrl(PUBLIC_LISTS[name]);
  return useVideoList(name, loaders[name], {
    ...options,
    publicUrl,
    initialVideos: () => earlyVideos(publicUrl),
  });
}

/** The rows index.html's first paint already has for this feed, if they are valid. */
function earlyVideos(url: string): FeedVideo[] | undefined {
  const rows = takeEarlyRows(url);
  if (rows === undefined) return undefined;
  try {
    return parseVideoList(rows);
  } catch {
    return undefined;
  }
}

/**
 * Fetches every public feed once through the service worker, so each opens offline later. A feed
 * that cannot be fetched now is only a missed bonus, never an offline-readiness failure.
 */
export function warmPublicLists(): Promise<unknown> {
  const signal = new AbortController().signal;
  return Promise.all(
    (Object.keys(PUBLIC_LISTS) as PublicList[]).map((name) =>
      loaders[name](signal).catch((error: unknown) =>
        console.warn(`Could not keep the ${name} feed`, error),
      ),
    ),
  );
}
