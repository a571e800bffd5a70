import { expect, test } from './support/test';
import {
  authDialog,
  notifications,
  openSignIn,
  signInThroughUi,
  signOutThroughUi,
} from './support/accounts';
import {
  createUser,
  e2eStack,
  linkIn,
  pkcePair,
  requestPkceRecovery,
  verifyLanding,
  waitForMail,
} from './support/backend';

test.describe('accounts: password reset', () => {
  test('forgot password → mail → link → new password → sign in with it', async ({
    page,
    browser,
  }) => {
    // Two mails, seven page loads in three browsers and two sign-ins: about 35 s alone, 66 s
    // measured on a busy machine.
    test.setTimeout(120_000);
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

    // The same reset asked for by a PKCE client (supabase-js flowType 'pkce') and opened through
    // Auth's default template, its /verify link: the app lands on ?password_reset=true&code=….
    const other = await createUser({ fullName: 'Code Person' });
    const pkce = pkcePair();
    const resetAddress = `${e2eStack().appUrl}/?password_reset=true`;
    await requestPkceRecovery(other.email, pkce.challenge, resetAddress);
    const pkceMail = await waitForMail(other.email, /^Reset your LaughLoop password$/);
    const pkceToken = new URL(
      linkIn(pkceMail, /http:\/\/\S+\/auth\/callback\?\S+/),
    ).searchParams.get('token')!;
    expect(pkceToken).toMatch(/^pkce_/);
    const landing = await verifyLanding(pkceToken, 'recovery', resetAddress);
    expect(new URL(landing).searchParams.get('code')).toBeTruthy();

    // Another browser never asked: it holds no code verifier, and says where to open the link.
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await otherPage.goto(landing);
    await expect(notifications(otherPage)).toContainText(
      'Open the reset link in the same browser' +
        'This reset link only works in the browser where it was requested. Open it there, or ask for a new link here.',
    );
    await expect(authDialog(otherPage, 'Set New Password')).toBeHidden();
    await expect(otherPage).toHaveURL(/\/$/);
    await elsewhere.close();

    // The browser that asked holds the verifier where supabase-js keeps it (its fixed key; a
    // fresh browser, as the app's storage takes a sign-out's removal of that key as final):
    // the code is exchanged and the reset form opens, as after the /auth/callback link.
    const asking = await browser.newContext();
    const askingPage = await asking.newPage();
    await askingPage.goto('/');
    const storageKey = `sb-${new URL(e2eStack().apiUrl).hostname.split('.')[0]}-auth-token`;
    await askingPage.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [
      `${storageKey}-code-verifier`,
      `${pkce.verifier}/recovery`,
    ] as const);
    await askingPage.goto(landing);
    const codeReset = authDialog(askingPage, 'Set New Password');
    await expect(codeReset).toBeVisible();
    await expect(askingPage).toHaveURL(/\/$/);
    await codeReset.getByLabel('New password', { exact: true }).fill('code-reset-pass-8');
    await codeReset.getByLabel('Confirm new password').fill('code-reset-pass-8');
    await codeReset.getByRole('button', { name: 'Update Password' }).click();
    await expect(codeReset).toBeHidden();
    await expect(notifications(askingPage)).toContainText('Password updated');
    await asking.close();
  });
});
