import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { notifications, signInThroughUi, submitSignUp } from './support/accounts';
import { createUser, linkIn, uniqueEmail, waitForMail } from './support/backend';
import { signInThroughStorage } from './support/submit';
import { removeVideos, seedVideo, toasts, type SeededVideo } from './support/videos';

// Issue 17: the affiliate program from both sides. An affiliate joins on /affiliate and copies
// their link; a visitor lands through it, signs up and buys a boost in the payment sandbox; the
// affiliate then sees the referral and the 20% commission.

test.describe.configure({ timeout: 150_000 });

const seeded: SeededVideo[] = [];
test.afterAll(async () => {
  await removeVideos(seeded);
});

async function checkoutTab(context: BrowserContext, press: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), press()]);
  await tab.waitForURL(/\/_dev\/checkout\/cs_/);
  return tab;
}

function stat(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Your affiliate figures' })
    .getByRole('listitem')
    .filter({ hasText: label });
}

test('a visitor arriving through an affiliate link signs up and buys a boost: the affiliate sees the referral and the commission', async ({
  browser,
}) => {
  const affiliate = await createUser({ fullName: 'Ada Affiliate' });
  const video = await seedVideo(affiliate, { title: 'Boost through a friend', offsetSeconds: -60 });
  seeded.push(video);

  const affiliateContext = await browser.newContext();
  await affiliateContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const home = await affiliateContext.newPage();
  await home.goto('/about-us');
  await signInThroughStorage(home, affiliate);
  await home.goto('/affiliate');
  await home.getByRole('button', { name: /Join/ }).click();
  const linkField = home.getByRole('textbox', { name: 'Your affiliate link' });
  await expect(linkField).toHaveValue(/\/\?ref=[A-Z2-9]{8}$/);
  const link = await linkField.inputValue();
  const code = new URL(link).searchParams.get('ref')!;
  await home.getByRole('button', { name: 'Copy' }).click();
  await expect(notifications(home)).toContainText('Copied!');
  expect(await home.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(stat(home, 'Referrals')).toContainText('0');
  await expect(waitForMail(affiliate.email, /affiliate program/)).resolves.toBeTruthy();

  // The visitor: the link's ?ref is kept on the device and removed from the address.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?ref=${code}`);
  await expect(visitor).toHaveURL(/\/$/);
  await expect
    .poll(() =>
      visitor.evaluate(() => JSON.parse(localStorage.getItem('laughloop:referral') ?? '{}')),
    )
    .toMatchObject({ code, clickId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  const email = uniqueEmail('referred');
  const password = 'laugh-loop-42';
  const signUp = await submitSignUp(visitor, { fullName: 'Rita Referred', email, password });
  await expect(signUp).toBeHidden({ timeout: 30_000 });
  const mail = await waitForMail(email, /^Confirm your LaughLoop email$/);
  await visitor.goto(linkIn(mail, /http:\/\/\S+verify_email=true\S+/));
  await expect(notifications(visitor)).toContainText('Email Verified');
  await signInThroughUi(visitor, email, password, 'Rita Referred');

  await visitor.goto(`/boost-plans?videoId=${video.id}`);
  const tab = await checkoutTab(visitorContext, () =>
    visitor
      .locator('[data-plan="boost-3-days"]')
      .getByRole('button', { name: 'Boost for $5.00' })
      .click(),
  );
  await tab.getByRole('button', { name: /^Pay/ }).click();
  await tab.waitForURL((url) => url.pathname === '/' && !url.search.includes('session_id'));
  await expect(toasts(tab).getByText('Payment Successful')).toBeVisible();

  await home.reload();
  await expect(stat(home, 'Referrals')).toContainText('1');
  await expect(stat(home, 'Total Earnings')).toContainText('$1.00');
  const commission = home.getByRole('list', { name: 'Your commissions' }).getByRole('listitem');
  await expect(commission).toHaveCount(1);
  await expect(commission).toContainText('Boost · $1.00 commission');
  await expect(commission).toContainText('$5.00 payment');
  await expect(commission).toContainText('pending');

  // Where the commission is paid: the update stays disabled until the method is complete.
  const method = home.getByRole('form', { name: 'Payout method' });
  await method.getByText('PayPal', { exact: true }).click();
  const update = method.getByRole('button', { name: 'Update Payout Method' });
  await expect(update).toBeDisabled();
  await method.getByLabel('PayPal email').fill('ada.affiliate@example.com');
  await update.click();
  await expect(notifications(home)).toContainText(
    "Payout Method UpdatedYour payout method has been updated. We'll verify it shortly.",
  );
  await expect(home.getByText('Verification pending')).toBeVisible();
  await affiliateContext.close();
  await visitorContext.close();
});
