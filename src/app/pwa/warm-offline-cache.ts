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
  const pages: PromiseSettledResult<unknown>[] = [];
  for (const route of [...PAGE_ROUTES, NOT_FOUND_ROUTE].filter((page) => page.offline)) {
    await idle();
    const [result] = await Promise.allSettled([
      route.load().then((module) => module.warmOffline?.()),
    ]);
    pages.push(result!);
  }
  const failures = [...(await loaded), ...pages].filter((result) => result.status === 'rejected');
  if (failures.length > 0)
    console.warn(`Offline cache: ${failures.length} file(s) could not be cached yet`);
  return failures.length;
}
