import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';

// These audit markup: no service worker, so a first visit's install and offline warm-up do not
// compete with axe ('/' took 20–40 s with them on a 2-core runner with two workers).
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

for (const path of ['/', '/contact', '/contest-terms', '/boost-plans', '/no-such-page']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}

test('the contact form with errors showing has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
  ).toEqual([]);
});
