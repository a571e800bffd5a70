import { expect, test } from '@playwright/test';
import { pageHeading, ROUTE_HEADINGS } from './support/app';

/** How the placeholder pages of earlier waves talked (issue 20 item 10): none may be left. */
const PLACEHOLDER_WORDING =
  /arrives? (first|with|together)|opens (together|once)|being written|placeholder|not built yet|will be available/i;

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
      await expect(page.getByRole('main')).not.toContainText(PLACEHOLDER_WORDING);
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
      expect(errors).toEqual([]);
    });
  }

  test('/premium-order sells the three plans beside the free-code box', async ({ page }) => {
    await page.goto('/premium-order');
    await expect(page.getByRole('main').getByRole('button')).toHaveText([
      'Choose Monthly',
      'Choose Semi-Annual',
      'Choose Annual',
      'Apply',
      'Get 2 months of Premium free',
    ]);
    // Signed out, choosing a plan asks for sign-in first.
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toContainText(
      'Please sign in to get Premium.',
    );
  });

  test('boost plans without a videoId links home', async ({ page }) => {
    await page.goto('/boost-plans');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
  });
});
