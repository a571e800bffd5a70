import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pageHeading, waitUntilOfflineReady } from './support/app';
import { createUser, serviceRest, type TestUser } from './support/backend';
import { openUploadsTray, signInThroughStorage, type VideoRow } from './support/submit';
import { removeVideos } from './support/videos';

// Issue 21 item 3: the uploads waiting in the outbox show on the installed app's icon (Badging
// API) and in front of the tab's title, and both clear once the queue has drained. The icon is
// the browser's: its two calls are recorded at that boundary, the rest is the real app and stack.

type BadgeCall = ['set', number | undefined] | ['clear'];

async function recordBadgeCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __badgeCalls: calls });
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (contents?: number) => {
        calls.push(['set', contents]);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(['clear']);
        return Promise.resolve();
      },
    });
  });
}

const badgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badgeCalls: BadgeCall[] }).__badgeCalls);

let user: TestUser;

test.afterAll(async () => {
  if (!user) return;
  const rows = await serviceRest<VideoRow[]>(`videos?select=id&user_id=eq.${user.id}`);
  await removeVideos(rows);
});

test('an upload queued offline shows as 1 on the app icon and in the title and waits on My Videos, cleared once sent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  user = await createUser({ fullName: 'Badge Poster' });
  const title = `Badged upload ${Date.now()}`;
  await recordBadgeCalls(page);
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await signInThroughStorage(page, user);
  await page.goto('/submit?mode=url');
  await expect(page).toHaveTitle('Submit Video · LaughLoop');
  // Nothing waits: the icon and the title are left alone.
  expect(await badgeCalls(page)).toEqual([]);

  await context.setOffline(true);
  await page.getByRole('textbox', { name: /^Video URL/ }).fill('https://vimeo.com/76979871');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('lifestyle');
  await page.getByRole('button', { name: 'Submit Video' }).click();
  const tray = await openUploadsTray(page);
  await expect(tray.getByRole('listitem', { name: title })).toContainText('Waiting for network');
  await expect.poll(() => badgeCalls(page)).toEqual([['set', 1]]);
  await expect(page).toHaveTitle('(1) Submit Video · LaughLoop');
  await page.keyboard.press('Escape');

  // Another screen names the tab after itself: the count stays in front of the new name. My
  // Videos shows the submission still in the outbox as waiting.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Videos' })
    .click();
  await expect(pageHeading(page)).toHaveText('My Videos');
  await expect(page).toHaveTitle('(1) My Videos · LaughLoop');
  const waiting = page.getByTestId('waiting-upload');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Waiting to upload');
  await expect(waiting.getByRole('heading')).toHaveText(title);
  await expect(waiting).toContainText('Lifestyle');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(
      async () => (await serviceRest<VideoRow[]>(`videos?select=id&user_id=eq.${user.id}`)).length,
      {
        timeout: 45_000,
      },
    )
    .toBe(1);
  await expect.poll(() => badgeCalls(page), { timeout: 15_000 }).toEqual([['set', 1], ['clear']]);
  await expect(page).toHaveTitle('My Videos · LaughLoop');
  // The list reloads on its own every 10 s (use-video-list.test.tsx); Refresh does it now.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const cards = page.getByRole('list', { name: 'Your videos' }).getByTestId('my-video-card');
  await expect(cards.getByRole('heading')).toHaveText([title]);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My Videos (1)' })).toBeVisible();
});
