import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageHeading, ROUTE_HEADINGS } from './support/app';
import { premiumMember } from './support/earnings';
import { passwordSession, storeSession } from './support/submit';

// Issue 20 item 12: every route of the route table passes axe, signed out and signed in. Every
// violation counts, whatever its impact: Lighthouse's accessibility score drops on moderate ones
// too (heading-order, label-content-name-mismatch).
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 60_000 });

/** WCAG 2.x A/AA and axe's best practices: the rule sets Lighthouse's accessibility audits draw on. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violationsOn(page: Page, path: string, heading: string): Promise<string[]> {
  await page.goto(path);
  await expect(pageHeading(page)).toHaveText(heading);
  // Pages fill in from the server after their heading; audit what a reader meets, not a skeleton.
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

test.describe('axe on every route, signed out', () => {
  for (const [path, heading] of ROUTE_HEADINGS) {
    test(`${path}`, async ({ page }) => {
      expect(await violationsOn(page, path, heading)).toEqual([]);
    });
  }
});

/** What a Premium member meets instead of the signed-out heading (the plans are audited signed out). */
const MEMBER_HEADINGS: Readonly<Record<string, string>> = { '/premium-order': 'Already Premium' };

test.describe('axe on every route, signed in', () => {
  // A Premium member reaches every page, the members' group and dashboard included. One sign-in
  // for all: the auth server rate-limits password grants.
  let session: string;
  test.beforeAll(async () => {
    session = await passwordSession(await premiumMember('Axe Reader'));
  });

  for (const [path, heading] of ROUTE_HEADINGS) {
    test(`${path}`, async ({ page }) => {
      await page.goto('/contact');
      await storeSession(page, session);
      await page.goto('/contact');
      await expect(
        page.getByRole('banner').getByRole('button', { name: /^Account: / }),
      ).toBeVisible();
      expect(await violationsOn(page, path, MEMBER_HEADINGS[path] ?? heading)).toEqual([]);
    });
  }
});
