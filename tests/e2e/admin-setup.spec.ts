import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { notifications } from './support/accounts';
import { waitUntilOfflineReady } from './support/app';
import { silentMp3, TINY_PNG } from './support/audio';
import { createUser, e2eStack, serviceRest, type TestUser } from './support/backend';
import { grantAdmin, revokeAdmin } from './support/challenges';
import { signInThroughStorage } from './support/submit';

// Issue 18: /admin-setup for visitors, members and admins, and the contact inbox fed from the
// contact page through the outbox (also when the message was written offline).

let admin: TestUser;
test.beforeAll(async () => {
  admin = await createUser({ fullName: 'Ada Admin' });
  await grantAdmin(admin);
});
test.afterAll(async () => {
  await revokeAdmin(admin);
});

async function signedIn(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto('/about-us');
  await signInThroughStorage(page, user);
  await page.goto(path);
}

test('a contact message written offline reaches the admin inbox after reconnecting, and is triaged', async ({
  page,
  context,
  browser,
}) => {
  const subject = `Offline question ${randomUUID().slice(0, 8)}`;
  const email = `writer-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/contact');
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await page.getByLabel('Name').fill('Olive Offline');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Does my entry count if I upload it on the train?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(notifications(page)).toContainText('Message saved');
  // The browser is offline: the message can only be on the device.
  expect(
    await serviceRest<unknown[]>(
      `contact_messages?select=id&email=eq.${encodeURIComponent(email)}`,
    ),
  ).toEqual([]);

  await context.setOffline(false);
  await expect(notifications(page)).toContainText('Message received', { timeout: 30_000 });
  expect(
    await serviceRest<Array<{ subject: string; status: string }>>(
      `contact_messages?select=subject,status&email=eq.${encodeURIComponent(email)}`,
    ),
  ).toEqual([{ subject, status: 'new' }]);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signedIn(adminPage, admin, '/admin-setup');
  const inbox = adminPage.getByRole('region', { name: 'Contact Inbox' });
  const message = inbox
    .getByRole('list', { name: 'New messages' })
    .getByRole('listitem', { name: `${subject} from Olive Offline` });
  await expect(message).toContainText('Does my entry count if I upload it on the train?');
  await expect(message.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email}\\?subject=Re%3A%20`),
  );
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(message).toHaveCount(0);
  await inbox.getByRole('tab', { name: 'Handled' }).click();
  await expect(
    inbox
      .getByRole('list', { name: 'Handled messages' })
      .getByRole('listitem', { name: `${subject} from Olive Offline` }),
  ).toBeVisible();
  await adminContext.close();
});

test('an admin finds the admin area in the account menu, grants and removes an admin, uploads two MP3s with a cover, then plays and deletes a track', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const files = [
    { name: `dawn-raga-${tag}.mp3`, title: `Dawn Raga ${capitalised(tag)}` },
    { name: `evening_tabla_${tag}.mp3`, title: `Evening Tabla ${capitalised(tag)}` },
  ];
  const paths = files.map((file, index) => {
    const path = testInfo.outputPath(file.name);
    writeFileSync(path, silentMp3(2 + index));
    return path;
  });
  const cover = testInfo.outputPath(`dawn-raga-${tag}-cover.png`);
  writeFileSync(cover, TINY_PNG);

  const newcomer = await createUser({ fullName: 'Nia Newcomer' });
  await signedIn(page, admin, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Account: Ada Admin' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin-setup');

  // Granting by email (its validation and the unknown-address answer: admin-setup-panel.test.tsx
  // and db-admin.test.ts).
  const grant = page.getByRole('form', { name: 'Grant admin access' });
  await grant.getByRole('textbox', { name: 'Email address' }).fill(newcomer.email);
  await grant.getByRole('button', { name: 'Grant Admin Access' }).click();
  await expect(notifications(page)).toContainText(
    `Successfully granted admin access to ${newcomer.email}`,
  );
  const admins = page.getByRole('list', { name: 'Admins' });
  const entry = admins.getByRole('listitem', { name: newcomer.email });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: `Remove admin ${newcomer.email}` }).click();
  await page.getByRole('button', { name: 'Confirm removal' }).click();
  await expect(notifications(page)).toContainText(`${newcomer.email} is no longer an admin.`);
  await expect(entry).toHaveCount(0);

  await page.getByRole('tab', { name: 'Quick Upload' }).click();
  await page.getByLabel('Choose MP3 files').setInputFiles([...paths, cover]);
  const staged = page.getByRole('list', { name: 'Staged tracks' });
  const first = staged.getByRole('listitem', { name: files[0]!.name });
  const second = staged.getByRole('listitem', { name: files[1]!.name });
  await expect(first.getByLabel('Title')).toHaveValue(files[0]!.title);
  await expect(second.getByLabel('Title')).toHaveValue(files[1]!.title);
  await expect(first.getByRole('img', { name: `Cover for ${files[0]!.name}` })).toBeVisible();
  await expect(first).toContainText('00:02');
  await expect(first.getByLabel('Genre')).toHaveValue('Indian Instrumental');

  await page.getByRole('button', { name: 'Upload All' }).click();
  await expect(notifications(page)).toContainText('Please fill in title and artist for');
  await first.getByLabel('Artist').fill('Asha Test');
  await second.getByLabel('Artist').fill('Ravi Test');
  await second.getByLabel('Tags').fill('calm, , evening ');
  await page.getByRole('button', { name: 'Upload All' }).click();
  for (const file of files) {
    await expect(
      page.getByRole('progressbar', { name: `Uploading ${file.title}` }),
    ).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await expect(notifications(page)).toContainText(`${file.title} uploaded successfully!`);
  }
  const rows = await serviceRest<
    Array<{
      title: string;
      file_path: string;
      cover_image_url: string | null;
      tags: string[];
      status: string;
      duration: number | null;
    }>
  >(
    `music_tracks?select=title,file_path,cover_image_url,tags,status,duration&title=like.*${capitalised(tag)}&order=title`,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ title: files[0]!.title, status: 'active', duration: 2 });
  expect(rows[0]!.file_path).toMatch(new RegExp(`^audio/\\d{4}/\\d{2}/dawn-raga-${tag}\\.mp3$`));
  expect(rows[0]!.cover_image_url).toMatch(
    new RegExp(`/covers/covers/\\d{4}/\\d{2}/dawn-raga-${tag}\\.png$`),
  );
  expect(rows[1]).toMatchObject({ tags: ['calm', 'evening'], cover_image_url: null });

  await page.getByRole('tab', { name: 'Manage Library' }).click();
  await page.getByLabel('Search tracks').fill(tag);
  const library = page.getByRole('list', { name: 'Music tracks' });
  await expect(library.getByRole('listitem')).toHaveCount(2);
  await library.getByRole('button', { name: `Play ${files[0]!.title}` }).click();
  await expect(library.getByRole('button', { name: `Pause ${files[0]!.title}` })).toBeVisible();
  await library.getByRole('button', { name: `Pause ${files[0]!.title}` }).click();

  await library.getByRole('button', { name: `Delete ${files[0]!.title}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Delete ${files[0]!.title}?` })
    .getByRole('button', { name: 'Delete permanently' })
    .click();
  await expect(notifications(page)).toContainText(`${files[0]!.title} deleted`);
  await expect(library.getByRole('listitem')).toHaveCount(1);
  const audioUrl = `${e2eStack().apiUrl}/storage/v1/object/public/music/${rows[0]!.file_path}`;
  expect((await fetch(audioUrl)).status).toBe(400);
  expect((await fetch(rows[0]!.cover_image_url!)).status).toBe(400);
});

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
