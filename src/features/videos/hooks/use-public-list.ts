import { takeEarlyRows } from '@/lib/early-fetch';
import { appQueryClient } from '@/lib/query/client';
import { PERSISTED } from '@/lib/query/keys';
import { currentAccessToken } from '@/lib/session';
import { getPublicVideos, publicVideosUrl } from '../api/get-public-videos';
import { PUBLIC_LISTS, type PublicList } from '../model/public-lists';
import { parseVideoList, type FeedVideo } from '../model/video';
import { useVideoList, type VideoList, type VideoListOptions } from './use-video-list';
import { videoKeys } from './video-keys';

/** Each feed, asked as the signed-in member (the server leaves out what they reported or blocked). */
const load = (name: PublicList) => async (signal: AbortSignal) =>
  getPublicVideos(PUBLIC_LISTS[name], signal, await currentAccessToken());

const loaders: Record<PublicList, (signal: AbortSignal) => ReturnType<typeof getPublicVideos>> = {
  home: load('home'),
  shorts: load('shorts'),
  latest: load('latest'),
};

/** One of the public feeds (home, shorts, latest), kept on the device like every list. */
export function usePublicList(
  name: PublicList,
  options: Omit<VideoListOptions, 'initialVideos'> = {},
): VideoList {
  return useVideoList(videoKeys.list(name), loaders[name], {
    ...options,
    initialVideos: () => earlyVideos(publicVideosUrl(PUBLIC_LISTS[name])),
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
 * Fetches every public feed once into the query cache (kept on the device) and through the
 * service worker, so each opens offline later. A feed that cannot be fetched now is only a
 * missed bonus, never an offline-readiness failure.
 */
export function warmPublicLists(): Promise<unknown> {
  const client = appQueryClient();
  return Promise.all(
    (Object.keys(PUBLIC_LISTS) as PublicList[]).map((name) =>
      client
        .fetchQuery({
          queryKey: videoKeys.list(name),
          queryFn: ({ signal }) => loaders[name](signal),
          meta: PERSISTED,
        })
        .catch((error: unknown) => console.warn(`Could not keep the ${name} feed`, error)),
    ),
  );
}
