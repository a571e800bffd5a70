import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pageHeading, waitUntilOfflineReady } from './support/app';

const OFFLINE_TEXT =
  "You're offline. Saved videos still play; uploads and likes will wait until you're back online.";

/** Registers the outbox's Background Sync tag; returns what the worker asked the page, and the tags left. */
function syncOutbox(page: Page) {
  return page.evaluate(async () => {
    const message = new Promise<unknown>((resolve) => {
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        event.ports[0]?.postMessage({ type: 'outbox-sync-done', ok: true });
        resolve(event.data);
      });
    });
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { register(tag: string): Promise<void>; getTags(): Promise<string[]> };
    };
    await registration.sync.register('outbox');
    return message;
  });
}

/** The Background Sync tags still registered (the browser forgets one once its sync is done). */
function syncTags(page: Page) {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

// One first visit (the worker's install and offline warm-up, the slow part) serves every check.
test.describe.configure({ timeout: 90_000 });

test('the service worker takes control; offline, a reload, deep links, the banner and a missing page', async ({
  page,
  context,
  request,
}) => {
  // Installed PWAs hold this permission; a test browser has to be given it.
  await context.grantPermissions(['background-sync']);
  await page.goto('/');
  // vite-plugin-pwa links the manifest in the build (its fields: scripts/manifest.test.ts).
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/manifest.webmanifest');
  expect(await (await request.get(manifest!)).json()).toMatchObject({ name: 'LaughLoop' });
  await waitUntilOfflineReady(page);

  await test.step("a 'sync' event for the outbox asks the open page to drain it", async () => {
    expect(await syncOutbox(page)).toEqual({ type: 'outbox-sync' });
    // Once the page has answered, the browser considers the sync done and forgets the tag.
    await expect.poll(() => syncTags(page)).toEqual([]);
  });

  await test.step('the banner comes and goes with the network', async () => {
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  await context.setOffline(true);
  await page.reload();
  await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

  await test.step('deep links never opened online render from the caches', async () => {
    // The shell comes from the precache, the pages' code from the warmed cache.
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/contact', 'Contact Us'],
      ['/contest-terms', 'Contest Terms and Conditions'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
    }
  });

  await test.step('in-app navigation works offline', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Shorts' }).click();
    await expect(pageHeading(page)).toHaveText('Trending Shorts');
  });

  await test.step("a page whose code was never cached shows the browser's message", async () => {
    // Payment callbacks are not warmed (they need the network anyway), so their chunk is missing.
    await page.goto('/premium-success');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to fetch dynamically imported module',
    );
    // The layout stays usable.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
  });
});
