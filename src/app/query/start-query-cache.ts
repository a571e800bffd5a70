import { appQueryClient } from '@/lib/query/client';

let started = false;

/**
 * Restores the lists kept in IndexedDB and keeps saving them, once per page life. Started after
 * the first frame has painted, and its code loaded only then: the first screen's own request is
 * already on its way, and restored rows only fill lists the network has not answered yet.
 */
export function startQueryCache(): void {
  if (started) return;
  started = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      import('@/lib/query/persister')
        .then(({ startQueryPersistence }) => startQueryPersistence(appQueryClient()))
        .catch((error: unknown) => console.warn('Could not keep lists on this device', error));
    }, 0),
  );
}
