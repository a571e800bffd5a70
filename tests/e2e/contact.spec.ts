import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(pageHeading(page)).toHaveText('Contact Us');
  });

  test('shows a message for every empty required field and focuses the first', async ({ page }) => {
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please enter a message.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Message received')).toHaveCount(0);
  });

  test('rejects a malformed email and accepts the form once it is fixed, then clears it', async ({
    page,
  }) => {
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Subject').fill('Prize question');
    await page.getByLabel('Message').fill('When is this week’s winner announced?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('ada@example.com');
    await expect(
      page.getByText('Please enter a valid email address, like name@example.com.'),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'Send message' }).click();

    // Stored in contact_messages through the outbox; the toast comes once the server has it.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Message received')).toBeVisible();
    await expect(
      notifications.getByText('Thanks — we usually reply within 24 hours.'),
    ).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
    }
  });
});
