import { RUNTIME_CACHES } from '@/lib/worker/cache-names';
import { cacheThroughWorker } from './cache-through-worker';
import { warmOfflineCache } from './warm-offline-cache';
import { warmOncePerBuild } from './warm-once';
import { loadWarmOffline } from '@/features/videos';

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
        cacheFiles: (paths) => {
          const worker = navigator.serviceWorker.controller;
          return worker ? cacheThroughWorker(worker, paths) : Promise.resolve(paths.length);
        },
        warmData: () => loadWarmOffline().then((module) => module.warmVideoData()),
      }),
  });
}
