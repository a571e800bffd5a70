import { expect, test } from './support/test';
import { pageHeading, waitUntilOfflineReady } from './support/app';
import { createUser, serviceRest } from './support/backend';
import { mediaTimelines } from './support/media-timeline';
import { expectPlaying, removeVideos } from './support/videos';
import {
  openUploadsTray,
  readDeviceQueue,
  signInThroughStorage,
  type VideoRow,
} from './support/submit';

test.describe('record, submit offline, upload when back online', () => {
  test('a 4 s recording with a pause in it, queued offline, survives a reload and appears exactly once, as long as the time recorded', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser({ fullName: 'Train Rider' });
    const title = `Offline take ${Date.now()}`;
    await page.goto('/');
    await waitUntilOfflineReady(page);
    await signInThroughStorage(page, user);
    await page.reload();

    // The bottom bar's Record opens the recorder straight away.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Record' })
      .click();
    const recorder = page.getByRole('dialog', { name: 'Record a Video' });
    await expect(recorder.getByLabel('Camera preview')).toBeVisible();
    const startedAt = Date.now();
    await recorder.getByRole('button', { name: 'Start Recording' }).click();
    await expect(recorder.getByRole('timer')).toHaveText('0:02 / 5:00', { timeout: 6_000 });
    // Pause and resume (issue 39): one take, one timeline, and the pause is not recorded.
    await recorder.getByRole('button', { name: 'Pause Recording' }).click();
    await expect(recorder.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
    const pausedAt = (await recorder.getByRole('timer').textContent()) ?? '';
    const pausedSeconds = Number(/^0:(\d\d) /.exec(pausedAt)?.[1]);
    // The pause itself is time passing: 1.5 s of it, which the take must leave out.
    await page.waitForTimeout(1_500);
    await expect(recorder.getByRole('timer')).toHaveText(pausedAt);
    await recorder.getByRole('button', { name: 'Resume Recording' }).click();
    // Over a second more after the pause, so that the sound after it can be checked.
    const twoMore = `0:${String(pausedSeconds + 2).padStart(2, '0')} / 5:00`;
    await expect(recorder.getByRole('timer')).toHaveText(twoMore, { timeout: 5_000 });
    await recorder.getByRole('button', { name: 'Stop Recording' }).click();
    const wallSeconds = (Date.now() - startedAt) / 1000;

    await expect(recorder.getByRole('button', { name: 'Submit Video' })).toBeVisible();
    // Submitting without the fields gives the spec's messages.
    await recorder.getByRole('button', { name: 'Submit Video' }).click();
    await expect(recorder.getByRole('alert')).toHaveText(
      'Please record a video, provide a title, and select a category.',
    );
    await recorder.getByLabel('Title').fill(title);
    await recorder.getByLabel('Category').selectOption('comedy');
    await recorder.getByRole('button', { name: 'Submit Video' }).click();
    await expect(recorder.getByRole('alert')).toHaveText(
      'Please agree to the Terms, Content Rules, and Privacy Policy.',
    );
    await recorder
      .getByRole('checkbox', { name: /I agree to the Terms, Content Rules, and Privacy Policy/ })
      .check();

    await context.setOffline(true);
    await recorder.getByRole('button', { name: 'Submit Video' }).click();
    await expect(recorder).toBeHidden();
    await expect(
      page.getByText("You're offline: it will upload when you're back online."),
    ).toBeVisible();

    // Reload with no network: the shell, the engine and the tray come from the service worker.
    await page.reload();
    const tray = await openUploadsTray(page);
    const item = tray.getByRole('listitem', { name: title });
    await expect(item).toContainText('Waiting for network');
    const queued = await readDeviceQueue(page);
    expect(queued.outbox).toHaveLength(1);
    expect(queued.outbox[0]).toMatchObject({ kind: 'submit-video', status: 'queued' });
    expect(queued.takes).toHaveLength(1);
    expect(queued.takes[0]).toMatchObject({ status: 'queued' });
    // The take's length is the time recorded: the 1.5 s pause is not in it.
    const recorded = queued.takes[0]!.duration;
    expect(recorded).toBeGreaterThan(3.5);
    expect(recorded).toBeLessThan(wallSeconds - 1.4);
    expect(
      await serviceRest<VideoRow[]>(`videos?select=id&title=eq.${encodeURIComponent(title)}`),
    ).toEqual([]);

    await context.setOffline(false);
    await expect(item).toContainText('Done', { timeout: 60_000 });
    await expect(page.getByRole('complementary', { name: 'Upload complete' })).toBeVisible();
    await expect(page.getByText(`"${title}" is now visible in Latest Videos.`)).toBeVisible();

    // Exactly one row (a later drain sends nothing twice: drain.test.ts; the server dedups on the
    // item's id: submit-fetch-client.test.ts).
    const rows = await serviceRest<VideoRow[]>(
      `videos?select=*&title=eq.${encodeURIComponent(title)}`,
    );
    expect(rows).toHaveLength(1);
    const video = rows[0]!;
    expect(video).toMatchObject({
      id: queued.outbox[0]!.id,
      user_id: user.id,
      views: 0,
      likes_count: 0,
      source: 'recording',
      category: 'comedy',
    });
    expect(video.video_url).toMatch(
      new RegExp(`/storage/v1/object/public/uploads/${user.id}/\\d+\\.webm$`),
    );
    expect(video.thumbnail_url).toMatch(
      new RegExp(
        `/storage/v1/object/public/thumbnails/${user.id}/${video.id}_thumbnail_\\d+\\.png$`,
      ),
    );

    // The take left the device once the server confirmed it.
    const after = await readDeviceQueue(page);
    expect(after.takes).toEqual([]);
    expect(after.outbox.map((row) => row.status)).toEqual(['done']);

    // Storage serves the media with byte ranges, and it plays with a real duration (fixed WebM).
    const range = await fetch(video.video_url, { headers: { Range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect([...new Uint8Array(await range.arrayBuffer()).subarray(0, 4)]).toEqual([
      0x1a, 0x45, 0xdf, 0xa3,
    ]);
    const header = Buffer.from(
      await (await fetch(video.video_url, { headers: { Range: 'bytes=0-127' } })).arrayBuffer(),
    ).toString('hex');
    const duration = await page.evaluate(async (url) => {
      const element = document.createElement('video');
      element.muted = true;
      element.src = url;
      await new Promise((resolve, reject) => {
        element.onloadedmetadata = resolve;
        element.onerror = () => reject(new Error('the video did not load'));
      });
      return element.duration;
    }, video.video_url);
    // Chrome writes no Duration; the take's header was patched before upload (Info holds 0x4489)
    // with the recorded time.
    expect(header, 'the WebM header carries a Duration').toMatch(/^1a45dfa3.*1549a966.*4489/);
    expect(Math.abs(duration - recorded)).toBeLessThan(0.05);
    // The stored media itself, read from its packets (not its header).
    const stored = new Uint8Array(await (await fetch(video.video_url)).arrayBuffer());
    const { video: picture, audio: sound } = await mediaTimelines(stored);
    const seen = JSON.stringify({ recorded, picture, sound });
    expect(picture, seen).not.toBeNull();
    expect(sound, seen).not.toBeNull();
    // One timeline: a hole for the 1.5 s pause would make the tracks longer than the time recorded.
    expect(picture!.length, seen).toBeLessThan(recorded + 0.5);
    expect(sound!.length, seen).toBeLessThan(recorded + 0.5);
    // Nothing lost: the picture lasts the time recorded (less a late encoder start on a loaded
    // machine), and the sound goes on after the pause (over 1 s was recorded after it).
    expect(picture!.length, seen).toBeGreaterThan(recorded - 1);
    expect(sound!.length, seen).toBeGreaterThan(picture!.length - 0.5);

    const thumbnail = await fetch(video.thumbnail_url!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');

    // Latest Videos lists it exactly once, and from there it opens and plays. Other files seed
    // clips dated up to two hours ahead to top the feeds; this one is moved above them so it is
    // among the 20 newest whatever runs beside it, and removed at the end.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    await serviceRest(`videos?id=eq.${video.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ created_at: tomorrow }),
    });
    try {
      await page.goto('/latest-videos');
      const cards = page.locator(`[data-testid="video-card"][data-video-id="${video.id}"]`);
      await expect(cards).toHaveCount(1);
      await cards.getByRole('link', { name: `Watch ${title}` }).click();
      await expect(pageHeading(page)).toHaveText(title);
      await expectPlaying(page, page.getByTestId('video-player'));
    } finally {
      await removeVideos([video]);
    }
  });
});
