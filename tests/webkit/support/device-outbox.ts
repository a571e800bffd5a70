import { expect } from 'vitest';
import { OUTBOX_LOCK_NAME } from '@/features/outbox';
import type { WebKitBrowser } from './webkit';

/** Polls `read` until `done` says so or the time is up; returns the last value read. */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface StoredRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  nextAttemptAt?: number;
  payload: { title?: string; videoId?: string };
}

/** The app's outbox as IndexedDB holds it (read directly, no app code). */
export function deviceOutbox(browser: WebKitBrowser): Promise<StoredRow[]> {
  return browser.run<StoredRow[]>(`
    const database = await new Promise((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!database.objectStoreNames.contains('outbox')) return [];
      return await new Promise((resolve, reject) => {
        const request = database.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      database.close();
    }`);
}

/**
 * Puts every waiting item of the device's outbox ten minutes into its backoff (as after many
 * failed tries), so that once the API is back only a trigger, not a retry timer, can send it.
 * Written directly in IndexedDB under the outbox's own drain lock, so no drain in flight can
 * write its shorter backoff over it afterwards.
 */
export async function deferRetries(browser: WebKitBrowser): Promise<void> {
  const later = await poll(
    () =>
      browser.run<StoredRow[]>(`
        return navigator.locks.request(${JSON.stringify(OUTBOX_LOCK_NAME)}, async () => {
          const database = await new Promise((resolve, reject) => {
            const request = indexedDB.open('laughloop');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          try {
            const store = database.transaction('outbox', 'readwrite').objectStore('outbox');
            const rows = await new Promise((resolve, reject) => {
              const request = store.getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            });
            const until = Date.now() + 10 * 60_000;
            for (const row of rows) {
              if (row.status === 'queued' && row.nextAttemptAt < until - 60_000)
                store.put({ ...row, nextAttemptAt: until });
            }
            return await new Promise((resolve, reject) => {
              const request = database.transaction('outbox').objectStore('outbox').getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            });
          } finally {
            database.close();
          }
        });`),
    (rows) =>
      waiting(rows).every(
        (row) => row.status === 'queued' && (row.nextAttemptAt ?? 0) > Date.now() + 5 * 60_000,
      ),
    20_000,
  );
  const deferred = waiting(later);
  expect(deferred.length).toBeGreaterThan(0);
  expect(deferred.map((row) => row.status)).toEqual(deferred.map(() => 'queued'));
}

/** Items not sent yet (an earlier journey's sent ones stay on the device as done). */
const waiting = (rows: StoredRow[]) => rows.filter((row) => row.status !== 'done');

/** What a stalled page holds: its Web Locks, outbox rows, script errors and finished requests. */
export async function stalledPage(browser: WebKitBrowser) {
  return {
    locks: await browser.run<unknown>(
      'return navigator.locks ? await navigator.locks.query() : null;',
    ),
    outbox: await deviceOutbox(browser),
    errors: await browser.scriptErrors(),
    requests: await browser.run<string[]>(
      "return performance.getEntriesByType('resource').map((e) => e.name + ' ' + Math.round(e.startTime) + ' ' + Math.round(e.duration));",
    ),
  };
}
