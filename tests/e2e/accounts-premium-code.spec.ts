import { expect, test, type Page } from '@playwright/test';
import { pageHeading } from './support/app';
import { notifications, signInThroughUi } from './support/accounts';
import { createUser, uniqueEmail, waitForMail } from './support/backend';

const codeBox = (page: Page) => page.getByRole('region', { name: 'Have a free Premium code?' });

async function applyCode(page: Page, typed: string) {
  await codeBox(page).getByLabel('Free Premium code').fill(typed);
  await codeBox(page).getByRole('button', { name: 'Apply' }).click();
}

test.describe('accounts: free Premium code', () => {
  test('a requested code arrives by mail and redeems once', async ({ page }) => {
    const email = uniqueEmail('free');
    await page.goto('/premium-order');
    await page.getByRole('button', { name: 'Get 2 months of Premium free' }).click();
    const offer = page.getByRole('dialog', { name: 'Get 2 Months of Premium Free' });
    await offer.getByLabel('Email').fill(email);
    await offer.getByRole('button', { name: 'Send My Free Code' }).click();
    await expect(offer.getByRole('alert')).toContainText(`on its way to ${email}`);
    await offer.getByRole('button', { name: 'Done' }).click();

    const mail = await waitForMail(email, /^Your free LaughLoop Premium code$/);
    expect(mail.text_body).toContain('Hi User,');
    const code = mail.text_body.match(/LL-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0];
    expect(code).toBeDefined();

    const user = await createUser({ email, fullName: 'Free Premium' });
    await signInThroughUi(page, user.email, user.password, 'Free Premium');

    // Typed in lower case, the box shows it upper case.
    await codeBox(page).getByLabel('Free Premium code').fill(code!.toLowerCase());
    await expect(codeBox(page).getByLabel('Free Premium code')).toHaveValue(code!);
    await codeBox(page).getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/\/premium-success$/);
    await expect(pageHeading(page)).toHaveText('Premium Confirmation');
    await expect(page.getByRole('main')).toContainText(
      'Your Premium membership is active. Welcome to the club!',
    );

    // A member is told so, and offered neither plans nor codes (the code is spent: the server's
    // 'already used' answer is covered by functions-app-premium.test.ts).
    await page.goto('/premium-order');
    await expect(pageHeading(page)).toHaveText('Already Premium');
    await expect(codeBox(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get 2 months of Premium free' })).toHaveCount(0);
  });

  test('an empty code and a signed-out visitor get the spec’s messages', async ({ page }) => {
    await page.goto('/premium-order');
    await applyCode(page, '');
    await expect(codeBox(page).getByRole('alert')).toHaveText(
      'Code required' + 'Enter your free Premium code',
    );

    await applyCode(page, 'll-aaaa-bbbb');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toContainText(
      'Please sign in to redeem your free Premium code.',
    );
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(codeBox(page).getByRole('alert')).toHaveText(
      'Redemption Failed' + 'Please sign in again to redeem your code.',
    );
  });

  test('/premium-success goes on to /premium-group after 10 seconds', async ({ page }) => {
    const start = new Date('2026-11-23T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto('/premium-success');
    await expect(pageHeading(page)).toHaveText('Premium Confirmation');
    await page.clock.runFor(9_900);
    await expect(page).toHaveURL(/\/premium-success$/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/premium-group$/);
  });
});

test.describe('accounts: payment result flags on home', () => {
  test('boost_cancelled and boost_success show their toasts and leave the address', async ({
    page,
  }) => {
    await page.goto('/?boost_cancelled=true&ref=AFF12345');
    await expect(notifications(page)).toContainText(
      'Payment Cancelled' + 'Your payment was cancelled. You can try again anytime.',
    );
    // An affiliate link's ref is kept on the device (issue 17), so it leaves the address too.
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/?boost_success=true&session_id=cs_test_1');
    await expect(notifications(page)).toContainText('Payment Successful');
    await expect(page).toHaveURL(/\/$/);
  });
});
