import { expect, type BrowserContext, type Page } from '@playwright/test';
import { waitUntilOfflineReady } from './app';
import type { TestUser } from './backend';
import { openUploadsTray, readDeviceQueue, signInThroughStorage } from './submit';

/** src/lib/worker/outbox-sync-protocol.ts */
const OUTBOX_SYNC_TAG = 'outbox';

/** Whether the page has mirrored its session into IndexedDB for the service worker. */
export function sessionMirrored(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    // Never create the database here: the app's own first open must do that.
    const names = (await indexedDB.databases()).map((info) => info.name);
    if (!names.includes('laughloop')) return false;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!database.objectStoreNames.contains('settings')) {
      database.close();
      return false;
    }
    const row = await new Promise<unknown>((resolve, reject) => {
      const request = database.transaction('settings').objectStore('settings').get('auth-mirror');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return row !== undefined;
  });
}

/**
 * The app ready to work offline (its code and the outbox's on the device), then `path` opened as
 * `user` (a visitor with null); a member's session is mirrored for the service worker.
 */
export async function openAppAt(page: Page, user: TestUser | null, path: string): Promise<void> {
  await page.goto('/about-us');
  await waitUntilOfflineReady(page);
  if (user) await signInThroughStorage(page, user);
  await page.goto(path);
  if (user) await expect.poll(() => sessionMirrored(page), { timeout: 20_000 }).toBe(true);
}

/** Waits until the device's outbox holds a waiting item of each kind named. */
export async function expectQueued(page: Page, kinds: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () =>
        (await readDeviceQueue(page)).outbox
          .filter((row) => row.status !== 'done')
          .map((row) => row.kind)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual([...kinds].sort());
}

export interface WorkerRow {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

/** The device's outbox read in the service worker itself, so no app page has to open. */
async function workerOutbox(context: BrowserContext, origin: string): Promise<WorkerRow[]> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  if (!worker) throw new Error('The service worker is not running');
  return worker.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<WorkerRow[]>((resolve, reject) => {
      const request = database.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as WorkerRow[]);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return rows.map(({ kind, status, attempts, lastError }) => ({
      kind,
      status,
      attempts,
      lastError,
    }));
  });
}

/** Every item of the device's outbox is done, as the worker reads it. */
async function expectAllDone(app: ClosedApp): Promise<void> {
  await expect
    .poll(async () => (await app.outbox()).filter((row) => row.status !== 'done'), {
      timeout: 30_000,
    })
    .toEqual([]);
}

/** The worker with every app page closed: fire Background Sync again, or open the app anew. */
export interface ClosedApp {
  sync(): Promise<void>;
  /** The device's outbox as the worker reads it (no page open). */
  outbox(): Promise<WorkerRow[]>;
  reopen(path: string): Promise<Page>;
}

/**
 * Closes the (offline) app page so only a blank page stays, brings the network back and fires
 * Background Sync's 'outbox' event by hand (DevTools' ServiceWorker.dispatchSyncEvent), as the
 * browser does once the network returns. The worker is then on its own.
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
  expect(context.pages()).toEqual([blank]);

  await context.setOffline(false);
  // A worker that has stopped starts again with the network as it is now; a running one must
  // have seen the network return (a real sync only comes then).
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
  return {
    sync,
    outbox: () => workerOutbox(context, origin),
    reopen: async (path) => {
      const reopened = await context.newPage();
      await reopened.goto(path);
      return reopened;
    },
  };
}

/**
 * With the app still closed: `read` (server rows, through the service key) comes to exactly one
 * row and the worker has finished every item; a second sync leaves it at one. Answers that row.
 */
export async function expectSentOnce<T>(app: ClosedApp, read: () => Promise<T[]>): Promise<T> {
  await expect
    .poll(async () => (await read()).length, { timeout: 60_000 })
    .toBe(1)
    .catch(async (error: unknown) => {
      // Say what the device's outbox holds, so a failure on CI can be read.
      const outbox = await app.outbox().catch((reason: unknown) => String(reason));
      throw new Error(`${String(error)}\nDevice outbox: ${JSON.stringify(outbox)}`);
    });
  await expectAllDone(app);
  // A second sync finds nothing to send: the worker's drain leaves every item done.
  await app.sync();
  await expectAllDone(app);
  const rows = await read();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/**
 * The app opened again: every item of the device's outbox is done, the tray lists no upload and
 * no waiting action, and the server still holds exactly one row (`read`).
 */
export async function expectTrayEmpty(page: Page, read: () => Promise<unknown[]>): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  const { outbox } = await readDeviceQueue(page);
  expect(outbox.filter((row) => row.status !== 'done')).toEqual([]);
  const tray = await openUploadsTray(page);
  await expect(tray.getByText('Nothing is waiting to upload.')).toBeVisible();
  await expect(tray.locator('details')).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await read()).toHaveLength(1);
}
