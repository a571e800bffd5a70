/**
 * Remembers which build has filled the offline cache, so later visits skip the warm-up: loading
 * every offline page's code on every page load made each load of a slow phone fetch and run the
 * whole app, and kept the service worker busy answering for it.
 */
export const WARMED_KEY = 'laughloop-offline-warmed';

export interface WarmOnceDeps {
  /** What identifies this build: a hashed file name changes with anything built into the app. */
  build: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Whether the worker's cache of route code is still there (a browser may evict it). */
  cacheKept: () => Promise<boolean>;
  warm: () => Promise<number>;
}

function read(storage: WarmOnceDeps['storage']): string | null {
  try {
    return storage?.getItem(WARMED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Warms unless this build already did and its cache is still kept; resolves with the failures. */
export async function warmOncePerBuild({
  build,
  storage,
  cacheKept,
  warm,
}: WarmOnceDeps): Promise<number> {
  if (read(storage) === build && (await cacheKept().catch(() => false))) return 0;
  const failures = await warm();
  if (failures === 0) {
    try {
      storage?.setItem(WARMED_KEY, build);
    } catch {
      // Private modes may refuse: the next visit warms again, which is only slower.
    }
  }
  return failures;
}
