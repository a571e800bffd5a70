import { NOT_FOUND_ROUTE, PAGE_ROUTES } from '../route-table';

/** Same-origin build assets this page loaded before the service worker controlled it. */
function assetsLoadedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url);
      return parsed.origin === location.origin && parsed.pathname.startsWith('/assets/');
    });
}

/**
 * Route chunks are not precached (the shell stays small), so once the service worker controls the
 * page this fetches through it: first the chunks already loaded, then the pages marked `offline`,
 * one at a time whenever `idle` says the page has a moment (loading them all at once was one long
 * task on a slow phone). The worker's runtime cache keeps them, and those pages then open without
 * a connection. Resolves with the number of failures (offline or a stale build); never rejects.
 */
export async function warmOfflineCache(
  idle: () => Promise<void> = () => Promise.resolve(),
): Promise<number> {
  const loaded = Promise.allSettled(
    assetsLoadedSoFar().map((url) =>
      fetch(url).then((response) => response.ok || Promise.reject(new Error(url))),
    ),
  );
  let pagesFailed = 0;
  for (const route of [...PAGE_ROUTES, NOT_FOUND_ROUTE].filter((page) => page.offline)) {
    await idle();
    await route
      .load()
      .then((module) => module.warmOffline?.())
      .catch(() => pagesFailed++);
  }
  const failures =
    (await loaded).filter((result) => result.status === 'rejected').length + pagesFailed;
  if (failures > 0) console.warn(`Offline cache: ${failures} file(s) could not be cached yet`);
  return failures;
}
