import { RUNTIME_CACHES } from '@/sw/cache-names';
import { warmOfflineCache } from './warm-offline-cache';
import { warmOncePerBuild } from './warm-once';

/** A moment to spare, or a second at most: a busy page (animations) still warms within ~15 s. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 500);
  });
}

function localStorageIfAny(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Fills the service worker's cache with what the offline pages need, once per `build`. Loaded
 * only once a worker controls the page, so a first visit's own code stays small. Resolves with
 * the number of files that could not be cached.
 */
export function warmUpOffline(build: string): Promise<number> {
  return warmOncePerBuild({
    build,
    storage: localStorageIfAny(),
    cacheKept: () => caches.has(RUNTIME_CACHES.assets),
    warm: () =>
      warmOfflineCache({
        idle: whenIdle,
        warmData: () =>
          import('@/features/videos/warm-offline').then((module) => module.warmVideoData()),
      }),
  });
}
