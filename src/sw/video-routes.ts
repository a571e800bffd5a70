import { createPartialResponse } from 'workbox-range-requests';
import type { RouteHandlerCallback } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheLimit, completeResponsesOnly } from './cache-limit';
import {
  isPublicListRequest,
  isThumbnailRequest,
  isVideoFileRequest,
  VIDEO_CACHES,
} from '@/lib/worker/video-caches';

const DAY_SECONDS = 24 * 60 * 60;
/** CORS middleware adds `Vary: Origin`; the stored copy is the same whoever asks. */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

/**
 * The video feature's runtime routes (anchors B3). Register before the generic samples and image
 * routes so sample videos and stored thumbnails land in these caches.
 *  - Public list GETs: NetworkFirst, 3 s timeout ("lie-fi" falls back to the last answer). Only
 *    get_public_videos, the same for everyone but what a signed-in member reported or blocked
 *    (left out of their answers, and by the page again as it renders, so whichever answer is kept
 *    is safe to show); user-scoped lists live in IndexedDB.
 *  - Thumbnails from storage: cache-first with expiry. Opaque answers (an <img> without
 *    crossorigin) are never stored: Chrome charges ~7 MB of quota for each.
 *  - Video files: see serveVideoFile.
 */
export function registerVideoRoutes(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPublicListRequest(url),
    new NetworkFirst({
      cacheName: VIDEO_CACHES.lists,
      networkTimeoutSeconds: 3,
      matchOptions,
      plugins: [
        completeResponsesOnly(),
        cacheLimit({
          maxEntries: 30,
          maxAgeSeconds: 7 * DAY_SECONDS,
        }),
      ],
    }),
  );

  registerRoute(
    ({ url }) => isThumbnailRequest(url),
    new CacheFirst({
      cacheName: VIDEO_CACHES.thumbnails,
      matchOptions,
      plugins: [
        completeResponsesOnly(),
        cacheLimit({
          maxEntries: 300,
          maxAgeSeconds: 14 * DAY_SECONDS,
        }),
      ],
    }),
  );

  registerRoute(({ url, sameOrigin }) => isVideoFileRequest(url, sameOrigin), serveVideoFile);
}

/**
 * A video file from the video cache when the page prefetched a whole copy, sliced into a 206 for
 * a Range request (a 416 when the range cannot be met); otherwise straight from the network.
 * Nothing is stored here: the page alone fills this cache, within the user's budget, and
 * streaming could only ever store partial answers.
 */
const serveVideoFile: RouteHandlerCallback = async ({ request }) => {
  const cache = await caches.open(VIDEO_CACHES.videos);
  const cached = await cache.match(request, matchOptions);
  if (!cached) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
};
