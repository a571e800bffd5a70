import { useCallback } from 'react';
import { PREFETCH_AHEAD } from '../model/offline-budget';
import type { FeedVideo } from '../model/video';
import { playableFileUrl } from '../model/video-links';

const videoCache = () => import('../offline/video-cache');

/** Saves the clips after `start` for offline viewing (the cache module decides whether it may). */
export function usePrefetch(): {
  prefetchFrom(videos: readonly FeedVideo[], start: number): void;
  touch(url: string): void;
} {
  const prefetchFrom = useCallback((videos: readonly FeedVideo[], start: number) => {
    if (!navigator.onLine) return;
    const targets = videos
      .slice(Math.max(0, start), Math.max(0, start) + PREFETCH_AHEAD)
      .map((video) => ({ url: playableFileUrl(video, location.origin), videoId: video.id }))
      .filter((target): target is { url: string; videoId: string } => target.url !== null);
    if (targets.length === 0) return;
    videoCache()
      .then((cache) => cache.prefetchVideos(targets))
      .catch((error: unknown) => console.warn('Offline saving is unavailable', error));
  }, []);

  const touch = useCallback((url: string) => {
    videoCache()
      .then((cache) => cache.touchSavedVideo(url))
      .catch(() => undefined);
  }, []);

  return { prefetchFrom, touch };
}
