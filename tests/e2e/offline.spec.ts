import { expect, test } from '@playwright/test';
import { pageHeading, waitUntilOfflineReady } from './support/app';

const OFFLINE_TEXT =
  "You're offline. Saved videos still play; uploads and likes will wait until you're back online.";

test.describe('offline', () => {
  // Waiting for the first visit's offline warm-up alone took 18–25 s on a 2-core runner with two
  // workers (every offline page's code fetched once), against 30 s by default.
  test.describe.configure({ timeout: 60_000 });
  test('the service worker takes control; offline, a reload and deep links still render', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitUntilOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

    // Deep links never opened online: the shell comes from the precache, the pages from the warmed cache.
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/contact', 'Contact Us'],
      ['/contest-terms', 'Contest Terms and Conditions'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
    }

    // In-app navigation offline works too.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shorts' })
      .click();
    await expect(pageHeading(page)).toHaveText('Trending Shorts');
  });

  test("a page whose code was never cached shows the route error screen with the browser's message", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    // Payment callbacks are not warmed (they need the network anyway), so their chunk is missing.
    await page.goto('/premium-success');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to fetch dynamically imported module',
    );
    // The layout stays usable.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
  });

  test('the offline banner appears when the network drops and goes when it returns', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us');
    await expect(pageHeading(page)).toHaveText('About Us');
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test("a 'sync' event for the outbox asks the open page to drain it", async ({
    page,
    context,
  }) => {
    // Installed PWAs hold this permission; a test browser has to be given it.
    await context.grantPermissions(['background-sync']);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const received = await page.evaluate(async () => {
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
      const data = await message;
      // Once the page has answered, the browser considers the sync done and forgets the tag.
      let tags = await registration.sync.getTags();
      for (let i = 0; i < 50 && tags.length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        tags = await registration.sync.getTags();
      }
      return { data, tags };
    });
    expect(received).toEqual({ data: { type: 'outbox-sync' }, tags: [] });
  });
});
