import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitUntilOfflineReady } from './support/app';
import { authDialog } from './support/accounts';
import { createUser } from './support/backend';
import { readDeviceQueue, signInThroughStorage } from './support/submit';

const SAMPLE = 'public/samples/giggle-loop.webm';
const SHARED = /\/submit\?mode=(upload|url)&shared=[0-9a-f-]{36}$/;

interface SharedFields {
  title?: string;
  text?: string;
  url?: string;
}

/**
 * Posts a share the way the OS does for an installed app (manifest share_target): a multipart
 * POST to /share-target, answered by the service worker.
 */
async function shareIntoApp(page: Page, fields: SharedFields, file?: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate((values) => {
    const form = document.createElement('form');
    form.id = 'os-share';
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target';
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const picker = document.createElement('input');
    picker.type = 'file';
    picker.name = 'video';
    form.append(picker);
    document.body.append(form);
  }, fields);
  if (file) await page.locator('#os-share input[type=file]').setInputFiles(file);
  await page.locator('#os-share').evaluate((form: HTMLFormElement) => form.submit());
  await page.waitForURL(SHARED);
}

/** Submit's upload form holds the shared file (checked and accepted) and the shared title. */
async function expectSharedFile(page: Page, title: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Upload a video file' });
  await expect
    .poll(() =>
      form.getByLabel(/^Video file/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    )
    .toBe('giggle-loop.webm');
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByText('Checking the video…')).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveCount(0);
}

function storedShares(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('laughloop');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const count = database.transaction('shares').objectStore('shares').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test.describe('share into LaughLoop (issue 21)', () => {
  // The first visit's offline warm-up alone can take 20 s on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a shared link and a shared video open Submit; queuing forgets the share; offline the worker still keeps one', async ({
    page,
    context,
  }) => {
    const user = await createUser({ fullName: 'Share Sender' });
    await page.goto('/');
    await waitUntilOfflineReady(page);
    await signInThroughStorage(page, user);
    await page.reload();

    await test.step('a shared link opens Submit in URL mode with the link', async () => {
      await shareIntoApp(page, { title: 'Never gonna', text: 'https://youtu.be/dQw4w9WgXcQ' });
      await expect(page).toHaveURL(/mode=url/);
      const form = page.getByRole('form', { name: 'Paste a video URL' });
      await expect(form.getByLabel('Video URL')).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
      await expect(form.getByLabel('Title')).toHaveValue('Never gonna');
    });

    await test.step('a shared video is queued from Submit, and the share is forgotten', async () => {
      await shareIntoApp(page, { title: 'Giggle from the gallery' }, SAMPLE);
      await expect(page).toHaveURL(/mode=upload/);
      await expectSharedFile(page, 'Giggle from the gallery');
      expect(await storedShares(page)).toBe(1);
      await page.getByLabel('Category').selectOption('comedy');
      await page.getByRole('button', { name: 'Submit Video' }).click();
      await expect(page.getByText('Video queued', { exact: true })).toBeVisible();
      const { outbox } = await readDeviceQueue(page);
      expect(outbox.map((row) => row.payload.title)).toEqual(['Giggle from the gallery']);
      await expect.poll(() => storedShares(page)).toBe(0);
    });

    await test.step('offline, the worker keeps the shared video and Submit still gets it', async () => {
      await context.setOffline(true);
      await shareIntoApp(page, { text: 'Train giggles' }, SAMPLE);
      await expectSharedFile(page, 'Train giggles');
    });
  });

  test('signed out, the share waits through sign-in and a reload', async ({ page }) => {
    const user = await createUser({ fullName: 'Late Signer' });
    await page.goto('/about-us');

    await shareIntoApp(page, { title: 'Before sign-in' }, SAMPLE);
    const dialog = authDialog(page, 'Sign In');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please sign in to submit videos.');
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(SHARED);
    await expectSharedFile(page, 'Before sign-in');
    await page.reload();
    await expectSharedFile(page, 'Before sign-in');
  });
});
