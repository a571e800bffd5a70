import { expect, test } from './support/test';
import { authDialog, notifications } from './support/accounts';
import { createUser, serviceRest } from './support/backend';

interface SecurityEvent {
  event_type: string;
  metadata: { error: string; email: string };
  ip_address: string | null;
}

test('/auth opens the sign-in dialog: a wrong password is refused and logged, the right one signs in for good', async ({
  page,
}) => {
  const user = await createUser({ fullName: 'Auth Page' });
  await page.goto('/auth');
  const dialog = authDialog(page, 'Sign In');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
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
