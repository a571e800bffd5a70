import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axe, pageHeading } from './support/app';

// These tests need a first visit: no seen flags (the config sets them for every other spec).
test.use({ storageState: { cookies: [], origins: [] } });

const START = new Date('2026-11-23T09:00:00Z');

/** Fake timers from before the page loads, paused, so each test decides when time passes. */
async function freezeTime(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
}

/**
 * Lets fake time pass in small steps until the element shows: a lazy modal's code arrives over
 * the network, and React reveals freshly loaded content on a short timer of its own.
 */
async function advanceUntilVisible(page: Page, locator: Locator) {
  // Fixed short intervals: toPass's default back-off would let only about a second of fake time
  // pass in 20 s.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(locator).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000, intervals: [100] });
}

/** Names of the JavaScript files the page has asked for, to see when a lazy chunk is loaded. */
function scriptRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) names.push(new URL(request.url()).pathname);
  });
  return names;
}

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Welcome to LaughLoop!' });
const freePremium = (page: Page) =>
  page.getByRole('dialog', { name: 'Get 2 Months of Premium Free' });

test.describe('accounts: first-visit offers', () => {
  // Lazy modals load their code first; on a busy 2-core machine that alone can take seconds.
  test.describe.configure({ timeout: 60_000 });

  test('the welcome modal opens 1 s after load, rotates every 3 s and shows once', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await freezeTime(page);
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();

    await page.clock.runFor(990);
    await expect(welcome(page)).toHaveCount(0);
    // Not even its code is loaded before the timer.
    expect(scripts.filter((name) => name.includes('welcome-modal'))).toEqual([]);
    await page.clock.runFor(10);
    await advanceUntilVisible(page, welcome(page));
    const slide = welcome(page).getByRole('group');
    await expect(slide).toHaveAccessibleName('1 of 4');
    await expect(slide).toContainText('Watch the funniest videos');

    await page.clock.runFor(3_000);
    await expect(slide).toHaveAccessibleName('2 of 4');
    await expect(slide).toContainText('Record in seconds');

    // The free-premium offer became due at 4 s, but never opens on top of the welcome.
    await expect(freePremium(page)).toHaveCount(0);

    await welcome(page).getByRole('button', { name: 'Explore First' }).click();
    await expect(welcome(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('welcome-seen'))).toBe('true');

    // Welcome first, then the free offer.
    await advanceUntilVisible(page, freePremium(page));
    await freePremium(page).getByRole('button', { name: 'No thanks' }).click();
    await expect(freePremium(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('free-premium-seen'))).toBe('true');

    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(welcome(page)).toHaveCount(0);
    await expect(freePremium(page)).toHaveCount(0);
  });

  test.describe('accessibility', () => {
    // Markup only: no service worker, so its install and the offline warm-up do not compete with
    // axe (the two audits took over 60 s with them on a 2-core runner with two workers).
    test.use({ serviceWorkers: 'block' });

    test('the offers have no serious accessibility violations', async ({ page }) => {
      await page.goto('/');
      // Real time here: axe itself runs on timers.
      await expect(welcome(page)).toBeVisible();
      for (const dialog of [welcome(page), freePremium(page)]) {
        await expect(dialog).toBeVisible();
        const results = await axe(page).include('dialog[open]').analyze();
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(serious).toEqual([]);
        await dialog.getByRole('button', { name: 'Close' }).click();
      }
    });
  });
});
