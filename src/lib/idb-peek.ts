/**
 * Reads and writes single rows of the app's IndexedDB database (the one src/lib/db.ts defines
 * with Dexie) without loading Dexie (~30 KiB gzip), for the first screens: a cached list shown
 * at once must not cost more than fetching it. Only an existing database is used; creating it
 * (and its schema) is left to Dexie, so these helpers answer "not there" instead.
 */
export const APP_DATABASE = 'laughloop';

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(APP_DATABASE);
    } catch {
      resolve(null); // IndexedDB unavailable (some private modes)
      return;
    }
    // No database yet: abort its creation rather than make an empty one Dexie would have to fix.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      // Dexie in another tab may upgrade the schema: never hold it up.
      database.onversionchange = () => database.close();
      resolve(database);
    };
  });
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** One row by key; null when the database or the table does not exist yet. */
export async function peekRow(table: string, key: IDBValidKey): Promise<unknown> {
  const database = await openExisting();
  if (!database) return null;
  try {
    if (!database.objectStoreNames.contains(table)) return null;
    return (
      (await settle(database.transaction(table, 'readonly').objectStore(table).get(key))) ?? null
    );
  } finally {
    database.close();
  }
}

/** Stores a row (the table's own key path) if the table exists; answers whether it did. */
export async function putRowIfPresent(table: string, row: object): Promise<boolean> {
  const database = await openExisting();
  if (!database) return false;
  try {
    if (!database.objectStoreNames.contains(table)) return false;
    const transaction = database.transaction(table, 'readwrite');
    transaction.objectStore(table).put(row);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
    return true;
  } finally {
    database.close();
  }
}
