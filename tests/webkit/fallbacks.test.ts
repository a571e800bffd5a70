import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, skipOffers, waitForHeading } from './support/app';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let stack: LocalStack;
let webkit: WebKitHarness;

beforeAll(async () => {
  [stack, webkit] = await startTogether(LocalStack.start(), WebKitHarness.start());
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
});

/** The home page as a visitor, first-visit offers out of the way. */
async function visitHome(browser: WebKitBrowser): Promise<void> {
  await openApp(browser, stack.info);
  await skipOffers(browser);
  await browser.driver.get(`${stack.info.appUrl}/`);
  expect(await waitForHeading(browser, 'Laugh. Record. Win.')).toBe('Laugh. Record. Win.');
}

/** Texts of the header's install controls (the prompt button, or the iOS steps' summary). */
const installControls = (browser: WebKitBrowser) =>
  browser.driver.executeScript<string[]>(
    "return Array.from(document.querySelectorAll('header button, header summary')).map((el) => el.textContent.trim()).filter((text) => /install/i.test(text));",
  );

describe.each(['persistent', 'private'] as const)('fallbacks (%s profile)', (kind: ProfileKind) => {
  it('this engine lacks Web Share, Badging and beforeinstallprompt, and the visitor page shows no install control and no script error', async () => {
    const browser = await webkit.open(kind);
    try {
      await visitHome(browser);
      const apis = await browser.driver.executeScript<Record<string, boolean>>(
        "return { share: typeof navigator.share === 'function', setAppBadge: 'setAppBadge' in navigator, beforeinstallprompt: 'onbeforeinstallprompt' in window };",
      );
      expect(apis).toEqual({ share: false, setAppBadge: false, beforeinstallprompt: false });
      expect(await installControls(browser)).toEqual([]);
      expect(await browser.scriptErrors()).toEqual([]);
    } finally {
      await browser.quit();
    }
  }, 120_000);

  it("an iPhone visitor (iPhone user agent) gets 'Install LaughLoop — Tap Share, then Add to Home Screen'", async () => {
    const browser = await webkit.open(kind, { userAgent: IPHONE });
    try {
      await visitHome(browser);
      expect(await browser.driver.executeScript<string>('return navigator.userAgent;')).toBe(
        IPHONE,
      );
      // The control's code loads once the page knows there is an offer to show.
      await browser.waitFor(
        "document.querySelector('header summary')",
        10_000,
        'the install control',
      );
      expect(await installControls(browser)).toEqual(['Install app']);
      await browser.driver.executeScript("document.querySelector('header summary').click();");
      await browser.waitFor(
        "document.querySelector('header details[open] [role=note]')",
        5_000,
        'the install steps',
      );
      const steps = await browser.driver.executeScript<string>(
        "return document.querySelector('header [role=note]').innerText;",
      );
      expect(steps.replace(/\s+/g, ' ').trim()).toBe(
        'Install LaughLoop Tap Share, then Add to Home Screen.',
      );
      expect(await browser.scriptErrors()).toEqual([]);
    } finally {
      await browser.quit();
    }
  }, 120_000);
});
