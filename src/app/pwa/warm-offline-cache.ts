/** Written by the build (scripts/vite-offline-files.ts): every file the offline pages need. */
export const OFFLINE_FILES_URL = '/offline-files.json';

/** Files fetched per idle moment: enough to finish soon, few enough to leave the network free. */
const BATCH = 6;

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

async function fetchOk(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
}

async function offlineFileList(): Promise<string[]> {
  // The list changes with every build: never an old copy from the HTTP cache.
  const response = await fetch(OFFLINE_FILES_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${OFFLINE_FILES_URL}: ${response.status}`);
  const list: unknown = await response.json();
  if (!Array.isArray(list) || !list.every((url) => typeof url === 'string' && url.startsWith('/')))
    throw new Error(`${OFFLINE_FILES_URL} is not a list of paths`);
  return list as string[];
}

export interface WarmOptions {
  /** Resolves when the page has a moment to spare. */
  idle: () => Promise<void>;
  /** Fetches what the offline pages show (lists), beyond their code. */
  warmData: () => Promise<unknown>;
}

/**
 * Route chunks are not precached (the shell stays small), so once the service worker controls the
 * page this fetches them through it, a few at a time whenever the page has a moment: first the
 * files already loaded, then every file of the offline pages (the build's list). Nothing is run,
 * only fetched: importing every page made the first visit of a slow phone run the whole app. The
 * worker's runtime cache keeps them, and those pages then open without a connection. Resolves with
 * the number of failures (offline or a stale build); never rejects.
 */
export async function warmOfflineCache({ idle, warmData }: WarmOptions): Promise<number> {
  let failures = 0;
  const count = (results: PromiseSettledResult<unknown>[]) =>
    (failures += results.filter((result) => result.status === 'rejected').length);
  count(await Promise.allSettled(assetsLoadedSoFar().map(fetchOk)));
  const files = await offlineFileList().catch(() => null);
  if (files === null) failures++;
  for (let start = 0; files && start < files.length; start += BATCH) {
    await idle();
    count(await Promise.allSettled(files.slice(start, start + BATCH).map(fetchOk)));
  }
  count(await Promise.allSettled([warmData()]));
  if (failures > 0) console.warn(`Offline cache: ${failures} file(s) could not be cached yet`);
  return failures;
}
