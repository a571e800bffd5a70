import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';

test('bottom navigation moves between screens and marks the current one', async ({ page }) => {
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
});

test('the footer links to every static page', async ({ page }) => {
  await page.goto('/');
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

test('contest terms have every section of part 2 and link to the content guidelines', async ({
  page,
}) => {
  await page.goto('/contest-terms');
  const main = page.getByRole('main');
  for (const section of [
    'Eligibility',
    'Submission guidelines',
    'Prize rules',
    'Boosting and voting',
    'Rights and usage',
    'Disqualification',
    'Changes to these terms',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText('at least 13 years old');
  await expect(main).toContainText('parent or legal guardian');
  await expect(main).toContainText(
    'one video per challenge, unless the challenge itself says otherwise',
  );
  await main.getByRole('link', { name: 'Content Guidelines' }).first().click();
  await expect(pageHeading(page)).toHaveText('Content Rules and Community Guidelines');
});

test('static pages state the facts the issue requires', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('main')).toContainText('50,000+ creators');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toContainText('within 48 hours');
  await page.goto('/contact');
  await expect(page.getByRole('main')).toContainText('within 24 hours');
});

test('the sound toggle persists across reloads', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Sound effects/ });
  await expect(toggle).toHaveText('Sound effects on');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveText('Sound effects off');
  await page.reload();
  await expect(page.getByRole('button', { name: /Sound effects/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the install button appears only when the browser offers installation, and opens its prompt', async ({
  page,
}) => {
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  const install = page.getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);

  // Headless chromium never offers installation itself; hand the page the event it would send.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(install).toBeVisible();
  await install.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
    .toBe(true);
  await expect(install).toHaveCount(0);
});
