import type { WorkboxPlugin } from 'workbox-core/types';

export interface CacheLimits {
  maxEntries: number;
  maxAgeSeconds: number;
}

/** The time a response was made (its Date header), or null when it names none. */
function madeAt(response: Response): number | null {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(date) ? date : null;
}

/**
 * Keeps a runtime cache within `maxEntries` and `maxAgeSeconds`, as workbox-expiration's plugin
 * does, without its IndexedDB bookkeeping (the idb library and a timestamp store, ~2.5 KiB gzip
 * of the worker's 60 KiB budget):
 * - age: a response's own Date header says when it was made; an older one is not served (and is
 *   dropped), so the strategy fetches a fresh copy;
 * - count: Cache Storage lists entries in the order they were last stored (a put replaces and
 *   appends), so after each store the earliest are deleted.
 */
export function cacheLimit(
  { maxEntries, maxAgeSeconds }: CacheLimits,
  now = Date.now,
): WorkboxPlugin {
  return {
    async cachedResponseWillBeUsed({ cacheName, request, cachedResponse, matchOptions }) {
      if (!cachedResponse) return null;
      const made = madeAt(cachedResponse);
      if (made === null || now() - made <= maxAgeSeconds * 1000) return cachedResponse;
      await (await caches.open(cacheName)).delete(request, matchOptions);
      return null;
    },
    async cacheDidUpdate({ cacheName }) {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      const extra = keys.length - maxEntries;
      if (extra > 0) await Promise.all(keys.slice(0, extra).map((key) => cache.delete(key)));
    },
  };
}

/**
 * Stores only complete 200 answers (never a 206 slice or an opaque answer), as workbox's
 * CacheableResponsePlugin({ statuses: [200] }) does, in a line instead of a package.
 */
export const completeResponsesOnly = (): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
});
