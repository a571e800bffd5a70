import { expect, test } from '@playwright/test';
import { pageHeading, ROUTE_HEADINGS } from './support/app';

test.describe('every route renders its page', () => {
  for (const [path, heading] of ROUTE_HEADINGS) {
    test(`${path} shows "${heading}"`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · LaughLoop`);
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
      expect(errors).toEqual([]);
    });
  }

  test('pages owned by later issues say so instead of pretending to work', async ({ page }) => {
    await page.goto('/premium-order');
    await expect(page.getByRole('main')).toContainText('Nothing can be bought yet.');
    // Only the free-code box works so far: no plan or checkout button pretends to sell anything.
    await expect(page.getByRole('main').getByRole('button')).toHaveText([
      'Apply',
      'Get 2 months of Premium free',
    ]);
  });

  test('boost plans without a videoId links home', async ({ page }) => {
    await page.goto('/boost-plans');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
  });
});
