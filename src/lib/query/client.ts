import { QueryClient } from '@tanstack/react-query';

/** Persisted lists are kept (and held in memory once restored) for a week, like the old list cache. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The defaults every feature's server state shares:
 *  - networkMode 'offlineFirst': the first attempt always runs, even when the browser says it is
 *    offline, because the service worker may answer a GET from its cache; only retries wait.
 *  - retry off: a failed load shows the kept rows and the screen's own message at once, as before.
 *  - gcTime as long as the persisted copy lives, so a list restored from IndexedDB is not dropped
 *    (and then dropped from IndexedDB) before its screen is opened.
 *  - staleTime 0 and refetch on focus: a list reloads whenever its screen opens or the app comes
 *    back to the foreground; polling screens set refetchInterval (paused while hidden).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: false,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

let client: QueryClient | undefined;

/**
 * The app's one QueryClient. src/app provides it to React; code outside components (outbox
 * handlers, actions started from a dialog) reaches the same cache through this.
 */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

let markRestored: () => void = () => undefined;
const restored = new Promise<void>((resolve) => {
  markRestored = resolve;
});

/** Called once the persisted cache has been read back (or found missing or unreadable). */
export function queryCacheRestored(): void {
  markRestored();
}

/** Resolves when the persisted cache is in memory: look-ups that fall back on it wait for this. */
export function whenQueryCacheRestored(): Promise<void> {
  return restored;
}
