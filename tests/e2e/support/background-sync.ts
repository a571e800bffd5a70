import { expect, type BrowserContext, type Page } from '@playwright/test';

/** src/sw/outbox-sync-protocol.ts */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Whether the page has mirrored its session into IndexedDB for the service worker. */
export function sessionMirrored(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<unknown>((resolve, reject) => {
      const request = database.transaction('settings').objectStore('settings').get('auth-mirror');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return row !== undefined;
  });
}

export interface ClosedApp {
  /** Fires the outbox's Background Sync event at the worker (as the browser does once online). */
  sync(): Promise<void>;
}

/**
 * Closes the app's last page (only a blank page stays, so the worker is on its own), brings the
 * network back and fires the outbox's sync once the worker has seen it return (a real sync only
 * comes then). A worker that has stopped starts again with the network as it is.
 */
export async function closeAppAndSync(context: BrowserContext, page: Page): Promise<ClosedApp> {
  const origin = new URL(page.url()).origin;
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    registrations.push(...updated),
  );
  await cdp.send('ServiceWorker.enable');
  await page.close();
  await expect
    .poll(() => registrations.some((registration) => registration.scopeURL.startsWith(origin)))
    .toBe(true);
  const { registrationId } = registrations.find((registration) =>
    registration.scopeURL.startsWith(origin),
  )!;
  await context.setOffline(false);
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  if (worker) await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(true);
  const sync = async () => {
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: OUTBOX_SYNC_TAG,
      lastChance: false,
    });
  };
  await sync();
  return { sync };
}
