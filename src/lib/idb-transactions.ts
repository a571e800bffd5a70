/**
 * IndexedDB transactions this page has started and not yet seen finish, so that they can be
 * ended before the page is frozen in the back/forward cache.
 *
 * Why: WebKit (Safari, every iPhone browser) keeps a page that navigates away alive but suspended,
 * and a transaction it had in flight then never finishes: the database's stores stay locked, so
 * the next page of the app (or another tab) waits forever on its own transactions, even on
 * `indexedDB.open`. Seen in tests/webkit/outbox.test.ts: a submission made after a full navigation
 * hung at "Submitting…". Aborting rolls the unfinished writes back; the outbox retries its items
 * and every write here is safe to repeat.
 */
interface TrackedTransaction {
  abort(): void;
  addEventListener(type: 'complete' | 'abort', listener: () => void): void;
}

const live = new Set<TrackedTransaction>();

export function trackTransaction<T>(transaction: T): T {
  const tracked = transaction as unknown as Partial<TrackedTransaction>;
  if (typeof tracked.addEventListener !== 'function' || typeof tracked.abort !== 'function')
    return transaction;
  const entry = tracked as TrackedTransaction;
  live.add(entry);
  const finished = () => live.delete(entry);
  entry.addEventListener('complete', finished);
  entry.addEventListener('abort', finished);
  return transaction;
}

/** Aborts every tracked transaction still running; answers how many it ended. */
export function abortUnfinishedTransactions(): number {
  const running = [...live];
  live.clear();
  for (const transaction of running) {
    try {
      transaction.abort();
    } catch {
      // It finished meanwhile: nothing to end.
    }
  }
  return running.length;
}

/** The page's global as this module needs it (the service worker, which imports it too, has none). */
interface PageGlobal {
  document?: unknown;
  addEventListener(type: 'pagehide', listener: (event: { persisted: boolean }) => void): void;
}

let releasing = false;

/** Once per page: a page going into the back/forward cache ends its unfinished transactions. */
export function releaseTransactionsOnPageHide(): void {
  const page = globalThis as unknown as PageGlobal;
  if (releasing || page.document === undefined) return;
  releasing = true;
  page.addEventListener('pagehide', (event) => {
    if (event.persisted) abortUnfinishedTransactions();
  });
}
