import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pageHeading } from './support/app';
import { signInThroughUi } from './support/accounts';
import { createUser, uniqueEmail, waitForMail } from './support/backend';

const codeBox = (page: Page) => page.getByRole('region', { name: 'Have a free Premium code?' });

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
});
