import { expect, test } from '@playwright/test';
import { authDialog, notifications, openSignIn, submitSignIn } from './support/accounts';
import { createUser, serviceRest, waitForMail } from './support/backend';

interface SecurityEvent {
  event_type: string;
  metadata: { error: string; email: string };
  ip_address: string | null;
}

test.describe('accounts: sign-in', () => {
  test('a wrong password gets the spec’s message and a security_events row', async ({ page }) => {
    const user = await createUser({ fullName: 'Wrong Password' });
    await page.goto('/');
    const dialog = await submitSignIn(page, user.email, 'not-the-password');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Authentication failed' +
        'Invalid email or password. Please check your credentials and try again.',
    );
    await expect(dialog).toBeVisible();

    await expect
      .poll(() =>
        serviceRest<SecurityEvent[]>(
          `security_events?select=event_type,metadata,ip_address&metadata->>email=eq.${encodeURIComponent(user.email)}`,
          { method: 'GET' },
        ),
      )
      .toEqual([
        {
          event_type: 'failed_sign_in',
          metadata: { error: 'Invalid login credentials', email: user.email },
          ip_address: null,
        },
      ]);
  });

  test('forgot ID asks for the email, then mails the login ID reminder', async ({ page }) => {
    const user = await createUser();
    await page.goto('/');
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Forgot ID?' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Enter your email so we can send your login ID reminder.',
    );
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('button', { name: 'Forgot ID?' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Check your email');
    const mail = await waitForMail(user.email, /^Your LaughLoop login ID$/);
    expect(mail.text_body).toContain(user.email);
  });

  test('/auth opens the sign-in dialog and signing in closes it', async ({ page }) => {
    const user = await createUser({ fullName: 'Auth Page' });
    await page.goto('/auth');
    const dialog = authDialog(page, 'Sign In');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toContainText('You are signed in as Auth Page.');
    await expect(notifications(page)).toContainText('Signed in');

    // The session survives a reload (tokens persisted in local storage).
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account: Auth Page' }),
    ).toBeVisible();
  });
});
