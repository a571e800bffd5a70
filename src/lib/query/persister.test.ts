import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './client';
import { idbStore } from './idb-store';
import { PERSISTED } from './keys';
import { QUERY_CACHE_KEY, startQueryPersistence } from './persister';

const stops: (() => void)[] = [];
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await idbStore.removeItem(QUERY_CACHE_KEY);
});

async function persistedKeys(): Promise<unknown[]> {
  const saved = await idbStore.getItem(QUERY_CACHE_KEY);
  const parsed = JSON.parse(saved ?? '{"clientState":{"queries":[]}}') as {
    clientState: { queries: { queryKey: unknown }[] };
  };
  return parsed.clientState.queries.map((query) => query.queryKey);
}

/** Lets the persister's throttled write (1 s) happen. */
const flushWrites = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('query cache persistence (IndexedDB)', () => {
  it('stores a string per key and answers null for a missing one', async () => {
    await idbStore.setItem('a', 'one');
    expect(await idbStore.getItem('a')).toBe('one');
    await idbStore.removeItem('a');
    expect(await idbStore.getItem('a')).toBeNull();
  });

  it('keeps only successful queries marked PERSISTED, and restores them on the next start', async () => {
    const first = createQueryClient();
    stops.push(await startQueryPersistence(first));
    await first.prefetchQuery({ queryKey: ['kept'], queryFn: () => 1, meta: PERSISTED });
    await first.prefetchQuery({
      queryKey: ['failed'],
      queryFn: () => Promise.reject(new Error('offline')),
      meta: PERSISTED,
    });
    await first.prefetchQuery({ queryKey: ['memory-only'], queryFn: () => 2 });
    await flushWrites();
    expect(await persistedKeys()).toEqual([['kept']]);

    const second = createQueryClient();
    stops.push(await startQueryPersistence(second));
    expect(second.getQueryData(['kept'])).toBe(1);
    expect(second.getQueryData(['memory-only'])).toBeUndefined();
  }, 10_000);

  it('never replaces rows the network already brought with the older kept copy', async () => {
    const first = createQueryClient();
    stops.push(await startQueryPersistence(first));
    await first.prefetchQuery({ queryKey: ['list'], queryFn: () => 'old', meta: PERSISTED });
    await flushWrites();

    const second: QueryClient = createQueryClient();
    second.setQueryData(['list'], 'fresh');
    stops.push(await startQueryPersistence(second));
    expect(second.getQueryData(['list'])).toBe('fresh');
  }, 10_000);
});
