import { releaseTransactionsOnPageHide, trackTransaction } from '../idb-transactions';

/**
 * A tiny string key-value store in its own IndexedDB database, the storage under the query
 * persister (the AsyncStorage shape: getItem/setItem/removeItem) and the session's durable copy
 * (src/lib/auth-storage.ts, under its own keys). Plain IndexedDB, not Dexie:
 * the first screens save and restore lists without loading Dexie (~30 KiB gzip), and the app's
 * Dexie schema (takes, outbox…) is left alone. Any IndexedDB failure (private modes, quota)
 * degrades to "nothing kept", never to an error on screen.
 */
const QUERY_DATABASE = 'laughloop-query';
const STORE = 'kv';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(QUERY_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const database = request.result;
      // Another tab deleting or upgrading the database must never be held up by this one.
      database.onversionchange = () => {
        database.close();
        opening = undefined;
      };
      releaseTransactionsOnPageHide();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await open();
  return new Promise<T>((resolve, reject) => {
    const transaction = trackTransaction(database.transaction(STORE, mode));
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB request failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

export const idbStore = {
  async getItem(key: string): Promise<string | null> {
    const value = await run<unknown>('readonly', (store) => store.get(key));
    return typeof value === 'string' ? value : null;
  },
  async setItem(key: string, value: string): Promise<void> {
    await run('readwrite', (store) => store.put(value, key));
  },
  async removeItem(key: string): Promise<void> {
    await run('readwrite', (store) => store.delete(key));
  },
  /**
   * Reads and rewrites one value in a single readwrite transaction, so a page and the service
   * worker changing it together never lose each other's change (IndexedDB runs overlapping
   * readwrite transactions one after the other). `change` answers null to delete; answering the
   * value it was given writes nothing. Resolves with the value now stored.
   */
  async updateItem(
    key: string,
    change: (value: string | null) => string | null,
  ): Promise<string | null> {
    const database = await open();
    return new Promise<string | null>((resolve, reject) => {
      const transaction = trackTransaction(database.transaction(STORE, 'readwrite'));
      const store = transaction.objectStore(STORE);
      let written: string | null = null;
      const read = store.get(key);
      read.onsuccess = () => {
        const current = typeof read.result === 'string' ? read.result : null;
        written = change(current);
        if (written === current) return;
        if (written === null) store.delete(key);
        else store.put(written, key);
      };
      transaction.oncomplete = () => resolve(written);
      transaction.onerror = () =>
        reject(transaction.error ?? new Error('IndexedDB request failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  },
};
