import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountButton, signInThroughUi } from './support/accounts';
import { pageHeading } from './support/app';
import { createUser } from './support/backend';
import { overlaps, toastLog, watchToastsFrom } from './support/toast-watch';

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** Headless chromium never offers installation itself; hand the page the event it would send. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible();
}

/**
 * What is wrong with the header at this width: any text in it broken over more than one line,
 * anything sticking out of the screen, or the page scrolling sideways.
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide in ${viewport}px`);
    }
    if (header.scrollWidth > header.clientWidth) problems.push('header overflows sideways');
    for (const element of header.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > viewport + 0.5)) {
        problems.push(`<${element.tagName.toLowerCase()}> sticks out: ${box.left}–${box.right}`);
      }
    }
    const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) problems.push(`"${text}" wraps onto ${lines.size} lines`);
    }
    return problems;
  });
}

/**
 * Waits until the titles have been on screen together and the last was closed with its button,
 * then checks every moment a toast slid in on this page: each toast inside the window, announced,
 * its close button not covered (but by a modal dialog, which covers everything), and clear of the
 * header, the home page's Record button and the bottom navigation.
 */
async function expectToastsClear(page: Page, titles: string[]): Promise<void> {
  // The first visit's offline warm-up: 18–33 s measured on a 2-core runner.
  await expect
    .poll(async () => (await toastLog(page)).closed, { timeout: 40_000 })
    .toContainEqual({ title: titles[titles.length - 1], gone: true });
  const { snapshots } = await toastLog(page);
  const together = snapshots.some(({ toasts }) =>
    titles.every((title) => toasts.some((toast) => toast.title === title)),
  );
  expect(together, `${titles.join(' and ')} on screen together`).toBe(true);
  for (const { toasts, controls, viewportHeight, underModal } of snapshots) {
    for (const { title, box, announced, closeOnTop } of toasts) {
      expect(announced, `'${title}' is in the polite live region`).toBe(true);
      if (!underModal) {
        expect(closeOnTop, `nothing covers the close button of '${title}'`).toBe(true);
      }
      expect(box.y, `'${title}' starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `'${title}' ends on screen`).toBeLessThanOrEqual(viewportHeight);
      for (const [what, control] of Object.entries(controls)) {
        expect(control, `the ${what} is on the page`).not.toBeNull();
        expect(overlaps(box, control!), `'${title}' covers the ${what}`).toBe(false);
      }
    }
  }
}

// Two of the toasts home shows for its query flags: an e-mail link and a cancelled payment.
const TWO_TOASTS = '/?verified=true&boost_cancelled=true';
const TWO_TITLES = ['Email Verified', 'Payment Cancelled'];

for (const viewport of PHONES) {
  test(`at ${viewport.width}x${viewport.height}, signed out and then in: the header fits on one line and toasts keep clear of the controls`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await watchToastsFrom(page, [['Ready to work offline'], TWO_TITLES, ['Signed in']]);
    const user = await createUser({ fullName: 'Alexandra Phonewidth' });
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
    await offerInstall(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'LaughLoop' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Uploads', exact: true })).toBeVisible();
    expect(await headerProblems(page)).toEqual([]);

    // Announced once, on the first visit: before anything reloads the page.
    await expectToastsClear(page, ['Ready to work offline']);
    await page.goto(TWO_TOASTS);
    await expectToastsClear(page, TWO_TITLES);

    await signInThroughUi(page, user.email, user.password, 'Alexandra Phonewidth');
    await offerInstall(page);
    await expect(header.getByRole('button', { name: 'Uploads', exact: true })).toBeVisible();
    expect(await headerProblems(page)).toEqual([]);
    await expectToastsClear(page, ['Signed in']);

    await page.goto(TWO_TOASTS);
    await expect(accountButton(page, 'Alexandra Phonewidth')).toBeVisible();
    await expectToastsClear(page, TWO_TITLES);
  });
}

test('wider screens keep the words on the header buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
  await offerInstall(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Install app' })).toHaveText('Install app');
  await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toHaveText('Sign in');
  expect(await headerProblems(page)).toEqual([]);
});
