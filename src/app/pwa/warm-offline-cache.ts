/** Written by the build (scripts/vite-offline-files.ts): every file the offline pages need. */
export const OFFLINE_FILES_URL = '/offline-files.json';

/** Paths of the same-origin build assets this page loaded before the worker controlled it. */
function assetsLoadedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
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
  /** Has the service worker cache these paths; resolves with how many failed. */
  cacheFiles: (paths: string[]) => Promise<number>;
  /** Fetches what the offline pages show (lists), beyond their code. */
  warmData: () => Promise<unknown>;
}

/**
 * Route chunks are not precached (the shell stays small), so once the service worker controls the
 * page it is handed every file the offline pages need (the build's list) and the files this page
 * already loaded, and caches them through its runtime routes. Nothing is run, only fetched, and
 * by the worker: importing every page made the first visit of a slow phone run the whole app, and
 * fetching from the page took a millisecond of its main thread per file. Those pages then open
 * without a connection. Resolves with the number of failures (offline or a stale build); never
 * rejects.
 */
export async function warmOfflineCache({ cacheFiles, warmData }: WarmOptions): Promise<number> {
  const listed = await offlineFileList().catch(() => null);
  let failures = listed === null ? 1 : 0;
  const files = [...new Set([...assetsLoadedSoFar(), ...(listed ?? [])])];
  failures += await cacheFiles(files).catch(() => files.length);
  failures += await warmData().then(
    () => 0,
    () => 1,
  );
  if (failures > 0) console.warn(`Offline cache: ${failures} file(s) could not be cached yet`);
  return failures;
}
