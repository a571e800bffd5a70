import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MAX_AGE_MS, queryCacheRestored } from './client';
import { idbStore } from './idb-store';

/** Bump when the shape of any persisted query's data changes: older copies are then dropped. */
const QUERY_CACHE_BUSTER = 'v1';
export const QUERY_CACHE_KEY = 'laughloop.query-cache';

type Persister = ReturnType<typeof createAsyncStoragePersister>;

/** Only successful queries marked PERSISTED are written (lists that must open offline). */
function shouldPersist(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

function createQueryPersister(): Persister {
  return createAsyncStoragePersister({
    storage: idbStore,
    key: QUERY_CACHE_KEY,
    // Polling lists change every few seconds: one write per second at most.
    throttleTime: 1000,
  });
}

async function restore(client: QueryClient, persister: Persister): Promise<void> {
  const persisted = await persister.restoreClient();
  if (!persisted) return;
  const usable =
    Date.now() - persisted.timestamp <= QUERY_CACHE_MAX_AGE_MS &&
    persisted.buster === QUERY_CACHE_BUSTER;
  if (usable) hydrate(client, persisted.clientState);
  else await persister.removeClient();
}

/**
 * Reads the kept lists back into `client`, then keeps them current. Not the provider that holds
 * queries back while it restores (PersistQueryClientProvider): the first screen's request starts
 * at once, and restored rows are older than anything it brings, so hydrate() only fills lists
 * with no answer yet (shown from the device while the network is slow or gone).
 *
 * Restore and save are these few lines rather than persistQueryClient(): that package is built
 * against an older @tanstack/query-core than react-query's, and would bring a second copy of it.
 */
export async function startQueryPersistence(client: QueryClient): Promise<() => void> {
  const persister = createQueryPersister();
  try {
    await restore(client, persister);
  } catch (error) {
    console.warn('Could not read the lists kept on this device', error);
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
  } finally {
    queryCacheRestored();
  }
  const save = () =>
    persister.persistClient({
      timestamp: Date.now(),
      buster: QUERY_CACHE_BUSTER,
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersist }),
    });
  return client.getQueryCache().subscribe((event) => {
    const changed = event.type === 'added' || event.type === 'removed' || event.type === 'updated';
    if (changed && event.query.meta?.persist === true) void save();
  });
}
