let persistRequested = false;

/**
 * Asks the browser not to evict the app's storage under pressure, once per page, when the first
 * take is saved (Chrome grants it to installed apps; Safari 15.2+ and Firefox ask the user).
 */
export function requestPersistentStorage(): void {
  if (persistRequested) return;
  persistRequested = true;
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return;
  storage
    .persisted()
    .then((persisted) => (persisted ? true : storage.persist()))
    .catch(() => undefined);
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
    storage.persisted?.() ?? Promise.resolve(false),
  ]);
  if (estimate.usage === undefined || estimate.quota === undefined) return null;
  return { usage: estimate.usage, quota: estimate.quota, persisted };
}
