import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, serviceRest } from './support/backend';
import { openUploadsTray, signInThroughStorage, type VideoRow } from './support/submit';

const DRAIN_LOCK = 'laughloop-outbox-drain';

/** Requests that send the submission: the moderation call and the row insert. */
function watchSends(page: Page, tab: string, sends: string[]): void {
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() !== 'POST') return;
    if (url.includes('/functions/v1/moderate-video-content')) sends.push(`${tab} moderation`);
    if (url.includes('/rest/v1/videos')) sends.push(`${tab} insert`);
  });
}

/** True once no tab holds or waits for the outbox's drain lock. */
function drainLockFree(page: Page): Promise<boolean> {
  return page.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return ![...held, ...pending].some((lock) => lock.name === name);
  }, DRAIN_LOCK);
}

/** Whether the page has fetched the outbox engine's chunk (it loads on first need). */
function engineFetched(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/engine-[\w-]+\.js$/.test(entry.name)),
  );
}

test.describe('one drain at a time across tabs (Web Locks)', () => {
  // Each tab sends its own requests (no worker in between), so both can be watched.
  test.use({ serviceWorkers: 'block' });

  test('two open tabs coming back online send a queued submission once', async ({ context }) => {
    test.setTimeout(90_000);
    const user = await createUser();
    const title = `Two tabs ${Date.now()}`;
    const first = await context.newPage();
    await first.goto('/about-us');
    await signInThroughStorage(first, user);
    await first.goto('/submit?mode=url');
    const second = await context.newPage();
    await second.goto('/latest-videos');
    // Both tabs load the outbox engine (opening the tray does) while the network is there.
    await openUploadsTray(first);
    await expect.poll(() => engineFetched(first)).toBe(true);
    await first.keyboard.press('Escape');
    const tray = await openUploadsTray(second);
    await expect.poll(() => engineFetched(second)).toBe(true);

    const sends: string[] = [];
    watchSends(first, 'first', sends);
    watchSends(second, 'second', sends);
    await context.setOffline(true);
    await first.getByRole('textbox', { name: /^Video URL/ }).fill('https://vimeo.com/76979871');
    await first.getByLabel('Title').fill(title);
    await first.getByLabel('Category').selectOption('music');
    await first.getByRole('button', { name: 'Submit Video' }).click();
    const item = tray.getByRole('listitem', { name: title });
    await expect(item).toContainText('Waiting for network');

    // Both tabs hear `online` and both try to drain.
    await context.setOffline(false);
    await expect(item).toContainText('Done', { timeout: 30_000 });
    await expect.poll(() => drainLockFree(first), { timeout: 15_000 }).toBe(true);
    expect(sends.filter((send) => send.endsWith('moderation'))).toHaveLength(1);
    expect(sends.filter((send) => send.endsWith('insert'))).toHaveLength(1);
    expect(await serviceRest<VideoRow[]>(`videos?select=id&user_id=eq.${user.id}`)).toHaveLength(1);
  });
});
