import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';

test.describe('streaming redirect rule', () => {
  for (const path of [
    '/stream',
    '/LIVE-Streaming',
    '/golive/',
    '/webrtc/room/42?token=x',
    '/Premium/How-Live-Works/step-2',
  ]) {
    test(`${path} is replaced by /premium-dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/premium-dashboard');
      await expect(pageHeading(page)).toHaveText('Premium Dashboard');
    });
  }

  test('the redirect replaces the history entry, so Back skips the streaming path', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(pageHeading(page)).toHaveText('About Us');
    await page.goto('/Live-Chat/now');
    await expect(page).toHaveURL('/premium-dashboard');
    await page.goBack();
    await expect(page).toHaveURL('/about-us');
    await expect(pageHeading(page)).toHaveText('About Us');
  });

  // A plain prefix, as part 2 §2 says: these start with /stream, /obs and /premium/live.
  for (const path of ['/streamer', '/obscure', '/premium/lively']) {
    test(`${path} starts with a listed prefix and is redirected too`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/premium-dashboard');
    });
  }

  test('a path that merely contains a prefix stays put and gets the not-found page', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/my-stream');
    await expect(pageHeading(page)).toHaveText('Page not found');
    expect(new URL(page.url()).pathname).toBe('/my-stream');
    expect(warnings).toContain('404: page not found /my-stream');
  });
});

test('the not-found page links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(pageHeading(page)).toHaveText('Page not found');
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
});
