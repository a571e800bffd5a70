import { closeSync, openSync, ftruncateSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from './support/backend';
import { readDeviceQueue, signInThroughStorage } from './support/submit';

const MB = 1024 * 1024;

/** A file of `size` bytes that takes no disk space (sparse): the size is all the rule looks at. */
function sparseFile(path: string, size: number): string {
  const fd = openSync(path, 'w');
  ftruncateSync(fd, size);
  closeSync(fd);
  return path;
}

async function pickAndSubmit(page: Page, path: string, title: string): Promise<void> {
  await page.getByLabel(/^Video file/).setInputFiles(path);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('fails');
  await page.getByRole('button', { name: 'Submit Video' }).click();
}

test.describe('file rules on Submit (part 2 §5)', () => {
  test('a 101 MB video and a .txt file are refused with the spec messages and nothing is queued', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const user = await createUser();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/'))
        uploads.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=upload');
    const form = page.getByRole('form', { name: 'Upload a video file' });

    await pickAndSubmit(page, sparseFile(testInfo.outputPath('holiday.mp4'), 101 * MB), 'Too big');
    await expect(form.getByRole('alert').first()).toHaveText(
      'Please upload a video file smaller than 100MB.',
    );
    // The refused file is dropped: the form still has no video to send.
    await expect(form.getByRole('alert').last()).toHaveText(
      'Please select a video file to upload.',
    );

    const notes = testInfo.outputPath('notes.txt');
    writeFileSync(notes, 'not a video\n');
    await pickAndSubmit(page, notes, 'Not a video');
    await expect(form.getByRole('alert').first()).toHaveText(
      'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
    );
    await expect(form.getByRole('alert').last()).toHaveText(
      'Please select a video file to upload.',
    );

    await expect(page.getByText('Video queued', { exact: true })).toHaveCount(0);
    expect((await readDeviceQueue(page)).outbox).toEqual([]);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Uploads', exact: true }),
    ).toBeVisible();
    expect(uploads).toEqual([]);
  });
});
