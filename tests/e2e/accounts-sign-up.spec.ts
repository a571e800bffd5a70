import { expect, test } from '@playwright/test';
import {
  accountButton,
  authDialog,
  notifications,
  signInThroughUi,
  signOutThroughUi,
  submitSignIn,
  submitSignUp,
} from './support/accounts';
import { createUser, linkIn, mailTo, uniqueEmail, waitForMail } from './support/backend';

test.describe('accounts: sign-up and e-mail verification', () => {
  test('sign up, read the mail, open its link, see the notice, then sign in', async ({ page }) => {
    // Two mails, two page loads and two sign-ins; the first sign-up on a fresh stack also waits for
    // the mail function's first start.
    test.setTimeout(60_000);
    const email = uniqueEmail('signup');
    const password = 'laugh-loop-42';
    await page.goto('/');

    const signUp = await submitSignUp(page, { fullName: 'Grace Hopper', email, password });
    await expect(signUp).toBeHidden({ timeout: 30_000 });
    await expect(notifications(page)).toContainText(`We sent a verification link to ${email}.`);

    // Before the link is opened the account cannot sign in.
    const early = await submitSignIn(page, email, password);
    await expect(early.getByRole('alert')).toHaveText(
      'Authentication failed' +
        'Please check your email and click the verification link before signing in.',
    );
    await early.getByRole('button', { name: 'Close' }).click();

    // GoTrue's own confirmation mail and the app's mail both arrive; the app's link is used.
    const mail = await waitForMail(email, /^Confirm your LaughLoop email$/);
    const link = linkIn(mail, /http:\/\/\S+verify_email=true\S+/);
    expect(new URL(link).searchParams.get('user_id')).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(link);
    await expect(notifications(page)).toContainText(
      'Email Verified' + 'Your email has been verified. You can now sign in.',
    );
    // The flags leave the address once used.
    await expect(page).toHaveURL(/\/$/);

    await signInThroughUi(page, email, password, 'Grace Hopper');
    await accountButton(page, 'Grace Hopper').click();
    await expect(page.getByRole('banner')).toContainText(email);
    await page.keyboard.press('Escape');
    await signOutThroughUi(page, 'Grace Hopper');
  });

  test('a second sign-up with a registered address says to sign in instead', async ({ page }) => {
    const user = await createUser();
    await page.goto('/');
    const dialog = await submitSignUp(page, {
      fullName: 'Someone Else',
      email: user.email,
      password: 'another-pass-1',
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Sign up failed' + 'An account with this email already exists. Please sign in instead.',
    );
    // No verification mail goes out for the existing account.
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual([]);
  });

  test('the form checks its fields with the spec’s words before anything is sent', async ({
    page,
  }) => {
    await page.goto('/?signup=true');
    const dialog = authDialog(page, 'Create Account');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByLabel('Full name').fill('Ada');
    await dialog.getByLabel('Email').fill(uniqueEmail('check'));
    await dialog.getByLabel('Password', { exact: true }).fill('abcdef');
    await dialog.getByLabel('Confirm password').fill('abcdeg');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Password Mismatch' + 'Passwords do not match. Please try again.',
    );
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm password').fill('abc');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Password must be at least 6 characters long.',
    );
  });

  test('a used or made-up verification link fails with the spec’s message', async ({ page }) => {
    const token = '0'.repeat(64);
    await page.goto(
      `/?verify_email=true&token=${token}&user_id=3f2a9c1e-0000-4000-8000-000000000001`,
    );
    await expect(notifications(page)).toContainText(
      'Verification Failed' + 'The verification link is invalid or has expired.',
    );
    await expect(page).toHaveURL(/\/$/);
  });
});
