import { randomUUID } from 'node:crypto';
import { By } from 'selenium-webdriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, serviceRest, uniqueEmail, waitForMail } from '../e2e/support/backend';
import { openApp, skipOffers } from './support/app';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

// Issue 13's WebKit case (issue 23 item 3): the home banner of a running challenge, and the
// e-mail opt-in, in a normal and a private (ephemeral) profile.
let stack: LocalStack;
let webkit: WebKitHarness;
let challenge: { id: string; title: string };

beforeAll(async () => {
  [stack, webkit] = await startTogether(LocalStack.start(), WebKitHarness.start());
  const now = Date.now();
  // Ends within the hour, so it is the running challenge that ends soonest (seed.sql's run days).
  const [row] = await serviceRest<Array<{ id: string; title: string }>>('challenges', {
    method: 'POST',
    body: JSON.stringify({
      title: `WebKit challenge ${randomUUID().slice(0, 8)}`,
      description: 'Funniest fall of the week',
      prize_text: '$250 for first place',
      start_date: new Date(now - 3.5 * 86_400_000).toISOString(),
      end_date: new Date(now + 3_600_000).toISOString(),
    }),
  });
  challenge = row!;
});

afterAll(async () => {
  if (challenge) await serviceRest(`challenges?id=eq.${challenge.id}`, { method: 'DELETE' });
  await webkit?.stop();
  await stack?.stop();
});

/** Scrolls down until the opt-in (loaded near the viewport) is on the page. */
async function scrollToOptIn(browser: WebKitBrowser) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await browser.driver.executeScript(
      'window.scrollTo(0, document.documentElement.scrollHeight);',
    );
    const found = await browser.driver.findElements(
      By.css('section[aria-labelledby="challenge-optin-heading"] input[type="email"]'),
    );
    if (found.length > 0) return found[0]!;
    if (Date.now() > deadline) throw new Error('the opt-in form never appeared');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe.each<ProfileKind>(['persistent', 'private'])(
  'challenges in WebKit (%s profile)',
  (kind) => {
    it('home shows the running challenge LIVE with its progress and Join link, and the opt-in mail arrives', async () => {
      const browser = await webkit.open(kind);
      try {
        await openApp(browser, stack.info, '/');
        await skipOffers(browser);
        await openApp(browser, stack.info, '/');
        // The banner first paints the general words, then the challenge: read it, never hold it.
        await browser.waitFor(
          `document.querySelector('[data-testid="challenge-banner"] h2')?.textContent.trim() === ${JSON.stringify(challenge.title)}`,
          30_000,
          'the challenge on the banner',
        );
        const shown = await browser.driver.executeScript<{
          live: string;
          progress: string | null;
          join: string | null;
        }>(`
          const banner = document.querySelector('[data-testid="challenge-banner"]');
          const join = [...banner.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Join Challenge');
          return {
            live: banner.querySelector('[data-testid="challenge-live"]')?.textContent.trim() ?? '',
            progress: banner.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null,
            join: join ? join.href : null,
          };`);
        expect(shown.live).toBe('LIVE');
        expect(shown.progress).toBe('50');
        const href = new URL(shown.join ?? '', stack.info.appUrl);
        expect(href.pathname).toBe('/submit');
        expect(href.searchParams.get('challenge')).toBe(challenge.id);

        const email = uniqueEmail(`webkit-optin-${kind}`);
        const input = await scrollToOptIn(browser);
        await input.sendKeys(email);
        await browser.driver
          .findElement(By.xpath("//button[normalize-space()='Notify me']"))
          .click();
        const mail = await waitForMail(email, /weekly challenge alerts/, 30_000);
        expect(linkIn(mail, /https?:\/\/\S+\?unsubscribe=[0-9a-f]{64}/)).toMatch(/unsubscribe=/);
        expect(await browser.scriptErrors()).toEqual([]);
      } finally {
        await browser.quit();
      }
    }, 180_000);
  },
);
