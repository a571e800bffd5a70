import { expect, test } from './support/test';
import { pageHeading } from './support/app';

test('the bottom navigation moves between screens and marks the current one; the footer reaches every static page', async ({
  page,
}) => {
  // Five screens' first loads next to the first visit's offline warm-up: 18–33 s measured on a
  // 2-core runner with two workers.
  test.setTimeout(60_000);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  for (const [name, heading, path] of [
    ['Shorts', 'Trending Shorts', '/shorts'],
    ['Record', 'Submit Video', '/submit?mode=record'],
    ['My Videos', 'My Videos', '/my-videos'],
    ['Premium', 'Premium Membership', '/premium-order'],
    ['Home', 'Laugh. Record. Win.', '/'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(pageHeading(page)).toHaveText(heading);
    await expect(page).toHaveURL(path);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(name);
    // Submit asks signed-out visitors to sign in first; closing the dialog leaves them on the page.
    if (name === 'Record') {
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }

  const box = await nav.getByRole('link', { name: 'Shorts' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);

  // The footer links to every static page.
  const footer = page.getByRole('navigation', { name: 'Site' });
  for (const [name, heading] of [
    ['Contest Terms', 'Contest Terms and Conditions'],
    ['Content Guidelines', 'Content Rules and Community Guidelines'],
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms of Use', 'Terms of Use'],
    ['Disclaimer', 'Disclaimer'],
    ['About Us', 'About Us'],
    ['Contact', 'Contact Us'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(pageHeading(page)).toHaveText(heading);
  }
});
