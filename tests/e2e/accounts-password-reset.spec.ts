import { expect, test } from '@playwright/test';
import {
  authDialog,
  notifications,
  openSignIn,
  signInThroughUi,
  signOutThroughUi,
} from './support/accounts';
import { createUser, linkIn, waitForMail } from './support/backend';

test.describe('accounts: password reset', () => {
  test('forgot password → mail → link → new password → sign in with it', async ({ page }) => {
    // Two mails, three page loads and two sign-ins: about 16 s alone, twice that beside a worker.
    test.setTimeout(60_000);
    const user = await createUser({ fullName: 'Reset Person' });
    const newPassword = 'brand-new-pass-7';
    await page.goto('/');

    const signIn = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(signIn.getByRole('alert')).toContainText(
      'Please enter your email to reset your password.',
    );
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(signIn.getByRole('alert')).toContainText('Check your email');

    const mail = await waitForMail(user.email, /^Reset your LaughLoop password$/);
    const link = linkIn(mail, /http:\/\/\S+\/auth\/callback\?\S+/);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    await page.goto(link);
    const reset = authDialog(page, 'Set New Password');
    await expect(reset).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password').fill('something-else');
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await expect(reset.getByRole('alert')).toHaveText(
      'Password Mismatch' + 'Passwords do not match. Please try again.',
    );
    await reset.getByLabel('Confirm new password').fill(newPassword);
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await expect(reset).toBeHidden();
    await expect(notifications(page)).toContainText('Password updated');
    await expect(page).toHaveURL(/\/$/);

    // The recovery signed the user in; out, and back in with the new password.
    await signOutThroughUi(page, 'Reset Person');
    await signInThroughUi(page, user.email, newPassword, 'Reset Person');

    // The link works once.
    await page.goto(link);
    await expect(notifications(page)).toContainText(
      'Invalid reset link' + 'The password reset link is invalid or has expired.',
    );
    await expect(page).toHaveURL(/\/$/);
  });
});
