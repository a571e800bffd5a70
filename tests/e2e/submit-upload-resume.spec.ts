import { writeFileSync } from 'node:fs';
import { type Page, type Request, type Route } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, e2eStack, serviceRest } from './support/backend';
import {
  openUploadsTray,
  paddedWebm,
  readDeviceQueue,
  sha256,
  signInThroughStorage,
  type VideoRow,
  withoutVideoEncoder,
} from './support/submit';

const MB = 1024 * 1024;
/** The app's TUS chunk (src/features/submit/outbox/tus-upload.ts): Supabase Storage's 6 MB. */
const CHUNK = 6 * MB;
/** Big enough for five chunks, the last one short. */
const FILE_SIZE = 4 * CHUNK + 2 * MB;
const TUS_UPLOADS = '**/storage/v1/upload/resumable/*';

/** One PATCH the browser sent: where it started, how many bytes it carried, what the server said. */
interface PatchRecord {
  request: Request;
  offset: number;
  bytes: number;
  /** The Upload-Offset the server acknowledged; null while unanswered or when it never arrived. */
  acknowledged: number | null;
}

/** Watches every TUS PATCH the page sends and every offset the server acknowledges. */
function watchPatches(page: Page): PatchRecord[] {
  const patches: PatchRecord[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PATCH' || !request.url().includes('/storage/v1/upload/resumable/'))
      return;
    const headers = request.headers();
    patches.push({
      request,
      offset: Number(headers['upload-offset']),
      bytes: request.postDataBuffer()?.length ?? 0,
      acknowledged: null,
    });
  });
  page.on('response', (response) => {
    const record = patches.find((patch) => patch.request === response.request());
    const offset = response.headers()['upload-offset'];
    if (record && response.status() === 204 && offset !== undefined)
      record.acknowledged = Number(offset);
  });
  return patches;
}

/** The resume URL tus-js-client left in the app's IndexedDB (`uploads`, keyed by fingerprint). */
function storedResumeUrls(page: Page): Promise<Array<{ fingerprint: string; uploadUrl: string }>> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<Array<{ fingerprint: string; uploadUrl: string }>>(
      (resolve, reject) => {
        const request = database.transaction('uploads').objectStore('uploads').getAll();
        request.onsuccess = () =>
          resolve(request.result as Array<{ fingerprint: string; uploadUrl: string }>);
        request.onerror = () => reject(request.error);
      },
    );
    database.close();
    return rows;
  });
}

/** What the server holds of an upload, asked the way tus-js-client asks (HEAD). */
async function serverOffset(uploadUrl: string): Promise<number> {
  const response = await fetch(uploadUrl, {
    method: 'HEAD',
    headers: { 'tus-resumable': '1.0.0', apikey: e2eStack().anonKey },
  });
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

async function queueFile(page: Page, path: string, title: string): Promise<void> {
  await page.getByLabel(/^Video file/).setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: 'Checking the video…' })).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('pranks');
  await page.getByRole('button', { name: 'Submit Video' }).click();
  // Queued on the device: the tray counts it (the 'Video queued' toast is checked by the submit
  // specs; here a slow write of 26 MB could outlast its 5 s).
  await expect(page.getByRole('button', { name: 'Uploads (1 waiting)' })).toBeVisible({
    timeout: 30_000,
  });
}

/** The video is in the database exactly once, and Storage holds exactly the bytes of the file. */
async function expectStoredOnce(title: string, userId: string, file: Buffer): Promise<void> {
  const rows = await serviceRest<VideoRow[]>(
    `videos?select=*&title=eq.${encodeURIComponent(title)}`,
  );
  expect(rows).toHaveLength(1);
  const video = rows[0]!;
  expect(video).toMatchObject({
    user_id: userId,
    source: 'upload',
    file_size: file.length,
    mime_type: 'video/webm',
  });
  const stored = Buffer.from(await (await fetch(video.video_url)).arrayBuffer());
  expect(stored.length).toBe(file.length);
  expect(sha256(stored)).toBe(sha256(file));
}

test.describe('resumable upload', () => {
  // page.route must see the app's own requests, which a service worker would take over.
  test.use({ serviceWorkers: 'block' });

  test('a large upload cut off halfway resumes from the server offset and the early chunks are sent once', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The padded file's bitrate would have it shrunk first: this is about the upload.
    await withoutVideoEncoder(context);
    const user = await createUser({ fullName: 'Tunnel Uploader' });
    const title = `Resumed upload ${Date.now()}`;
    const file = paddedWebm(FILE_SIZE);
    const path = testInfo.outputPath('large.webm');
    writeFileSync(path, file);
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=upload');

    const patches = watchPatches(page);
    // The network drops as the third chunk leaves: two chunks are on the server, the rest is not.
    let patchCount = 0;
    await page.route(TUS_UPLOADS, async (route: Route) => {
      if (route.request().method() === 'PATCH' && ++patchCount === 3) {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });

    await queueFile(page, path, title);
    const tray = await openUploadsTray(page);
    const item = tray.getByRole('listitem', { name: title });
    await expect(item).toContainText('Waiting for network', { timeout: 60_000 });
    await expect(item).toContainText('12.0 MB of 26.0 MB');
    const [resume] = await storedResumeUrls(page);
    expect(resume?.uploadUrl).toContain('/storage/v1/upload/resumable/');
    expect(await serverOffset(resume!.uploadUrl)).toBe(2 * CHUNK);
    const queued = await readDeviceQueue(page);
    expect(queued.outbox).toMatchObject([
      { status: 'queued', attempts: 0, bytesSent: 2 * CHUNK, bytesTotal: FILE_SIZE },
    ]);

    await context.setOffline(false);
    await expect(item).toContainText('Done', { timeout: 90_000 });
    await expectStoredOnce(title, user.id, file);

    // Every acknowledged byte went up once: nothing after the cut starts below the server's offset.
    const acknowledged = patches.filter((patch) => patch.acknowledged !== null);
    expect(acknowledged.map((patch) => patch.offset)).toEqual([
      0,
      CHUNK,
      2 * CHUNK,
      3 * CHUNK,
      4 * CHUNK,
    ]);
    for (const patch of acknowledged)
      expect(patch.acknowledged).toBe(Math.min(FILE_SIZE, patch.offset + CHUNK));
    const delivered = acknowledged.reduce((sum, patch) => sum + patch.bytes, 0);
    expect(delivered, 'bytes the server acknowledged, each exactly once').toBe(FILE_SIZE);
    // The one cut-off PATCH never reached the server; it is the only extra request.
    expect(patches).toHaveLength(acknowledged.length + 1);
    // The resume URL is gone with the finished item.
    expect(await storedResumeUrls(page)).toEqual([]);
  });

  test('an upload cut off and the app closed resumes from the server offset when the app is opened again', async ({
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The padded file's bitrate would have it shrunk first: this is about the upload.
    await withoutVideoEncoder(context);
    const user = await createUser();
    const title = `Reopened upload ${Date.now()}`;
    const file = paddedWebm(FILE_SIZE);
    const path = testInfo.outputPath('large.webm');
    writeFileSync(path, file);
    const page = await context.newPage();
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=upload');

    // After three chunks the uploads stop getting through (a dead zone that other requests survive).
    // The app's retries (HEAD, then PATCH) are cut too: a request held by this handler when the
    // page closes would otherwise be let through, and a PATCH would reach the server after all.
    let patchCount = 0;
    await page.route(TUS_UPLOADS, async (route: Route) => {
      if (route.request().method() === 'PATCH') patchCount++;
      if (patchCount > 3) await route.abort('connectionreset');
      else await route.continue();
    });
    await queueFile(page, path, title);
    await expect
      .poll(async () => (await readDeviceQueue(page)).outbox[0]?.attempts ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const [resume] = await storedResumeUrls(page);
    expect(await serverOffset(resume!.uploadUrl)).toBe(3 * CHUNK);
    await page.close({ runBeforeUnload: false });

    const reopened = await context.newPage();
    const patches = watchPatches(reopened);
    await reopened.goto('/');
    const again = await openUploadsTray(reopened);
    await expect(again.getByRole('listitem', { name: title })).toContainText('Done', {
      timeout: 90_000,
    });
    await expectStoredOnce(title, user.id, file);
    // The reopened app sent only what the server did not have.
    const acknowledged = patches.filter((patch) => patch.acknowledged !== null);
    expect(acknowledged.map((patch) => patch.offset)).toEqual([3 * CHUNK, 4 * CHUNK]);
    expect(patches.reduce((sum, patch) => sum + patch.bytes, 0)).toBe(FILE_SIZE - 3 * CHUNK);
  });
});
