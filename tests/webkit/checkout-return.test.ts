import { By } from 'selenium-webdriver';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { openApp, signInThroughStorage, skipOffers, waitForHeading } from './support/app';
import { createUser, serviceRest } from '../e2e/support/backend';
import { poll } from './support/device-outbox';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

// Issues 15 and 16's WebKit case (issue 23 item 3): the checkout return pages. Premium is bought
// through the payment sandbox from /premium-order: the checkout opens in a new window, or in this
// tab where the engine refuses to open one (what iOS does with a window opened late), the sandbox
// answers back to /premium-success, which confirms the membership and moves on to the group after
// 10 s. A cancelled boost checkout comes home with 'Payment Cancelled'.

let stack: LocalStack;
let webkit: WebKitHarness;

beforeAll(async () => {
  [stack, webkit] = await startTogether(LocalStack.start(), WebKitHarness.start());
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
});

const click = async (browser: WebKitBrowser, xpath: string) => {
  const element = await browser.driver.findElement(By.xpath(xpath));
  await browser.driver.executeScript('arguments[0].click();', element);
};

/** The window showing the sandbox's checkout: a new one, or this one when none could open. */
async function checkoutWindow(browser: WebKitBrowser): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const handle of await browser.driver.getAllWindowHandles()) {
      await browser.driver.switchTo().window(handle);
      if ((await browser.driver.getCurrentUrl()).includes('/_dev/checkout/cs_')) return;
    }
    if (Date.now() > deadline) throw new Error('no window shows the checkout');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const membership = async (userId: string) =>
  (
    await serviceRest<Array<{ subscription_status: string }>>(
      `premium_subscribers?select=subscription_status&user_id=eq.${userId}`,
    )
  )[0]?.subscription_status;

it.each<ProfileKind>(['persistent', 'private'])(
  'in a %s profile, Premium bought through the sandbox returns to /premium-success, then the group',
  async (kind) => {
    const buyer = await createUser({ fullName: 'WebKit Buyer' });
    const browser = await webkit.open(kind);
    onTestFinished(() => browser.quit());
    await openApp(browser, stack.info);
    await skipOffers(browser);
    await signInThroughStorage(browser, stack.info, buyer);
    await browser.driver.get(`${stack.info.appUrl}/premium-order`);
    expect(await waitForHeading(browser, 'Premium Membership')).toBe('Premium Membership');
    await browser.waitFor(
      "[...document.querySelectorAll('button')].some((b) => b.textContent === 'Choose Monthly')",
      15_000,
      'the plans',
    );
    await click(browser, '//button[normalize-space()="Choose Monthly"]');
    await checkoutWindow(browser);
    await click(browser, '//button[starts-with(normalize-space(), "Pay")]');

    await browser.waitFor(
      "location.pathname === '/premium-success' && document.body.innerText.includes('Your Premium membership is active')",
      30_000,
      'the confirmed membership on /premium-success',
    );
    expect(await membership(buyer.id)).toBe('active');
    expect(await waitForHeading(browser, 'Premium Community', 20_000)).toBe('Premium Community');
    expect(await browser.driver.getCurrentUrl()).toBe(`${stack.info.appUrl}/premium-group`);
    expect(await browser.scriptErrors()).toEqual([]);
  },
  180_000,
);

it('a cancelled boost checkout comes home with Payment Cancelled and a clean address', async () => {
  const browser = await webkit.open('private');
  onTestFinished(() => browser.quit());
  await openApp(browser, stack.info);
  await skipOffers(browser);
  await browser.driver.get(`${stack.info.appUrl}/?boost_cancelled=true`);
  await browser.waitFor(
    "document.body.innerText.includes('Your payment was cancelled. You can try again anytime.')",
    20_000,
    'the Payment Cancelled notice',
  );
  const address = await poll(
    () => browser.driver.getCurrentUrl(),
    (url) => !url.includes('boost_cancelled'),
    10_000,
  );
  expect(address).toBe(`${stack.info.appUrl}/`);
});
