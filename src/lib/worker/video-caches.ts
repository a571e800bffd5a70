/**
 * Cache Storage names for video lists, thumbnails and prefetched videos. Shared by the service
 * worker (which serves them) and the videos feature (which prefetches whole files into the video
 * cache and reads what is there), so it holds names and URL tests only — no Workbox code.
 */
export const VIDEO_CACHES = {
  /** get_public_videos answers, NetworkFirst with a 3 s timeout. */
  lists: 'laughloop-lists',
  /** Stored thumbnails, cache-first with expiry. */
  thumbnails: 'laughloop-thumbnails',
  /** Whole video files saved for offline viewing; the page decides what is in it (its budget). */
  videos: 'laughloop-videos',
} as const;

/** The public list calls (GET /rest/v1/rpc/get_public_videos and the keyset variant). */
export function isPublicListRequest(url: URL): boolean {
  return /\/rest\/v1\/rpc\/get_public_videos(_page)?$/.test(url.pathname);
}

export function isThumbnailRequest(url: URL): boolean {
  return url.pathname.includes('/storage/v1/object/public/thumbnails/');
}

/** Video files: uploads in storage and the built-in samples. */
export function isVideoFileRequest(url: URL, sameOrigin: boolean): boolean {
  if (url.pathname.includes('/storage/v1/object/public/uploads/')) return true;
  return sameOrigin && /^\/samples\/[^/]+\.(webm|mp4)$/.test(url.pathname);
}
