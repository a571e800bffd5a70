import { writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { expect, test } from './support/test';
import { createUser, serviceRest } from './support/backend';
import { generateFullHdClip, pickClipToShrink, videoSize } from './support/full-hd-clip';
import { generateClipInPage, generatedClipBytes } from './support/generated-clip';
import {
  openUploadsTray,
  readDeviceQueue,
  sha256,
  signInThroughStorage,
  type VideoRow,
} from './support/submit';

/** Every TUS request the page sends: creations (POST) and the bytes the PATCHes carried. */
function watchTus(page: Page): { creations: number; patchedBytes: number } {
  const seen = { creations: 0, patchedBytes: 0 };
  page.on('request', (request) => {
    if (!request.url().includes('/storage/v1/upload/resumable')) return;
    if (request.method() === 'POST') seen.creations++;
    if (request.method() === 'PATCH') seen.patchedBytes += request.postDataBuffer()?.length ?? 0;
  });
  return seen;
}

async function submitTitled(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('pranks');
  await page.getByRole('button', { name: 'Submit Video' }).click();
}

test.describe('shrink on the device before upload (issue 21 item 4)', () => {
  // page.on('request') must see the app's own TUS requests, which a service worker would take over.
  test.use({ serviceWorkers: 'block' });

  test('a 1080p file is shrunk to 720p in the tray: Cancel stops it; queued again, a reload restarts it and only the 720p file is uploaded, once', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const user = await createUser({ fullName: 'Shrink Maker' });
    const cancelled = `Cancelled shrink ${Date.now()}`;
    const title = `Shrunk upload ${Date.now()}`;
    const path = testInfo.outputPath('full-hd.webm');
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=upload');
    const tus = watchTus(page);
    const original = await generateFullHdClip(page, path);

    await test.step("the tray's Cancel stops the shrink", async () => {
      await pickClipToShrink(page, path);
      await submitTitled(page, cancelled);
      const tray = await openUploadsTray(page);
      const item = tray.getByRole('listitem', { name: cancelled });
      await expect(item).toContainText(/Shrinking \d+%/, { timeout: 60_000 });
      await item.getByRole('button', { name: 'Cancel' }).click();
      await expect(item).toHaveCount(0);
      await expect(tray.getByText('Nothing is waiting to upload.')).toBeVisible();
      expect((await readDeviceQueue(page)).outbox).toEqual([]);
      await page.keyboard.press('Escape');
    });

    await test.step('queued again, it shrinks; a reload restarts the shrink', async () => {
      await pickClipToShrink(page, path);
      await submitTitled(page, title);
      const shrinking = (await openUploadsTray(page)).getByRole('listitem', { name: title });
      await expect(shrinking).toContainText(/Shrinking \d+%/, { timeout: 60_000 });
      expect(tus.creations).toBe(0);
      await page.reload();
      const item = (await openUploadsTray(page)).getByRole('listitem', { name: title });
      await expect(item).toContainText('Done', { timeout: 180_000 });
    });

    const rows = await serviceRest<VideoRow[]>(
      `videos?select=*&title=eq.${encodeURIComponent(title)}`,
    );
    expect(rows).toHaveLength(1);
    const stored = Buffer.from(await (await fetch(rows[0]!.video_url)).arrayBuffer());
    expect(await videoSize(stored)).toEqual({ width: 1280, height: 720 });
    expect(rows[0]).toMatchObject({ mime_type: 'video/webm', file_size: stored.length });
    // The 720p file went up, the original never did; one upload, each byte once. The cancelled
    // one (its shrink as long as this one's) never started an upload nor posted a row.
    expect(sha256(stored)).not.toBe(sha256(original));
    expect(tus.creations).toBe(1);
    expect(tus.patchedBytes).toBe(stored.length);
    expect(
      await serviceRest<VideoRow[]>(`videos?select=id&title=eq.${encodeURIComponent(cancelled)}`),
    ).toEqual([]);
  });
});

/** The stored video's length as its container and packets say (mediabunny, in Node). */
async function storedDuration(bytes: Buffer): Promise<number> {
  return new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS }).computeDuration();
}

async function videoRowTitled(title: string): Promise<VideoRow> {
  let row: VideoRow | undefined;
  await expect
    .poll(
      async () =>
        (row = (
          await serviceRest<VideoRow[]>(`videos?select=*&title=eq.${encodeURIComponent(title)}`)
        )[0]),
      { timeout: 60_000 },
    )
    .toBeTruthy();
  return row!;
}

test.describe('trim before upload (issue 39)', () => {
  test('a picked file trimmed by keyboard to 2.7–4.0 s: only that part is re-encoded and uploaded', async ({
    page,
  }, testInfo) => {
    const user = await createUser({ fullName: 'Trim Maker' });
    const title = `Trimmed upload ${Date.now()}`;
    const path = testInfo.outputPath('trim-me.webm');
    await page.goto('/about-us');
    await signInThroughStorage(page, user);
    await page.goto('/submit?mode=upload');
    // Keyframes every 2 s: a start at 2.7 s is 0.7 s past one, so the kept part is re-encoded.
    await generateClipInPage(page, {
      seconds: 5,
      width: 320,
      height: 240,
      fps: 15,
      videoBitrate: 300_000,
    });
    writeFileSync(path, await generatedClipBytes(page));
    await page.getByLabel(/^Video file/).setInputFiles(path);

    const start = page.getByRole('slider', { name: 'Trim start' });
    const end = page.getByRole('slider', { name: 'Trim end' });
    await expect(start).toHaveAttribute('aria-valuetext', '0.0 seconds', { timeout: 30_000 });
    await start.press('PageUp');
    await start.press('PageUp');
    for (let i = 0; i < 7; i++) await start.press('ArrowRight');
    // The clip's last frame ends at 5.0 s (its audio a little later): the end handle at ~4 s.
    await end.press('PageDown');
    await expect(start).toHaveAttribute('aria-valuetext', '2.7 seconds');
    await expect(end).toHaveAttribute('aria-valuetext', /^4\.\d seconds$/);
    await expect(page.getByText(/^Length 0:01\.\d of 5:00 max$/)).toBeVisible();

    await submitTitled(page, title);
    const row = await videoRowTitled(title);
    const stored = Buffer.from(await (await fetch(row.video_url)).arrayBuffer());
    const seconds = await storedDuration(stored);
    expect(seconds).toBeGreaterThan(1.1);
    expect(seconds).toBeLessThan(1.5);
    expect(Number(row.duration_seconds)).toBeCloseTo(seconds, 1);
    // Re-encoded by the shrink pipeline (whichever codec it picks here), never enlarged.
    expect(row.mime_type).toMatch(/^video\/(webm|mp4)$/);
    expect(row).toMatchObject({ file_size: stored.length });
    expect(await videoSize(stored)).toEqual({ width: 320, height: 240 });
  });
});
