let persistRequested = false;

/**
 * Asks the browser not to evict the app's storage under pressure, once per page, when the first
 * take is saved (Chrome grants it to installed apps; Safari 15.2+ and Firefox ask the user).
 */
export function requestPersistentStorage(): void {
  if (persistRequested) return;
  persistRequested = true;
  // WebKit (and Safari before 15.2) may have no navigator.storage, or persist() without persisted().
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persist !== 'function') return;
  try {
    const persisted =
      typeof storage.persisted === 'function' ? storage.persisted() : Promise.resolve(false);
    persisted.then((granted) => (granted ? true : storage.persist())).catch(() => undefined);
  } catch {
    // A browser that throws instead of rejecting: the take is saved all the same.
  }
}

export interface StorageUse {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** Bytes used and the quota the browser grants this site, or null where it cannot tell. */
export async function storageUse(): Promise<StorageUse | null> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    storage.estimate(),
    typeof storage.persisted === 'function' ? storage.persisted() : Promise.resolve(false),
  ]);
  if (estimate.usage === undefined || estimate.quota === undefined) return null;
  return { usage: estimate.usage, quota: estimate.quota, persisted };
}
