import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { RUNTIME_CACHES } from '@/lib/worker/cache-names';
import { registerVideoRoutes } from './video-routes';
import { cacheLimit, completeResponsesOnly } from './cache-limit';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Same-origin static files are the same whoever asks, but servers add `Vary: Origin` (CORS
 * middleware) and module scripts are requested with an Origin header that plain fetches lack, so
 * a strict match would miss entries that are there.
 */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

export function registerRuntimeCaches(): void {
  registerRoute(
    ({ url, sameOrigin }) =>
      sameOrigin && url.pathname.startsWith('/assets/') && /\.(?:js|css)$/.test(url.pathname),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.assets,
      matchOptions,
      plugins: [
        completeResponsesOnly(),
        cacheLimit({
          // Room for two builds' chunks (about 110 each today) while an update settles.
          maxEntries: 300,
          maxAgeSeconds: 60 * DAY_SECONDS,
        }),
      ],
    }),
  );

  // Video lists, stored thumbnails and prefetched videos (sample videos included) come first.
  registerVideoRoutes();

  // A <video> asks for byte ranges: a cached whole file is sliced into 206 answers.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/samples/'),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.samples,
      matchOptions,
      plugins: [
        completeResponsesOnly(),
        new RangeRequestsPlugin(),
        cacheLimit({
          maxEntries: 30,
          maxAgeSeconds: 30 * DAY_SECONDS,
        }),
      ],
    }),
  );

  registerRoute(
    ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
    new CacheFirst({
      cacheName: RUNTIME_CACHES.images,
      matchOptions,
      plugins: [
        completeResponsesOnly(),
        cacheLimit({
          maxEntries: 100,
          maxAgeSeconds: 30 * DAY_SECONDS,
        }),
      ],
    }),
  );
}
