import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitUntilOfflineReady } from './support/app';
import { createUser, type TestUser } from './support/backend';
import { openUploadsTray, readDeviceQueue, signInThroughStorage } from './support/submit';
import {
  activeSlide,
  card,
  expectPlaying,
  likeButton,
  likesOf,
  removeVideos,
  seedVideo,
  storedVideo,
  type SeededVideo,
} from './support/videos';

// This file owns the Music tab. Six clips with six different files, newest first: the feed saves
// the first five (PREFETCH_AHEAD) for offline viewing, the sixth stays online-only.
const FILES = [
  'giggle-loop',
  'cat-zoomies',
  'oops-slide',
  'beat-bounce',
  'trick-shot',
  'sunny-morning',
] as const;
let creator: TestUser;
let clips: SeededVideo[] = [];

test.beforeAll(async () => {
  creator = await createUser({ fullName: 'Offline Maker' });
  clips = [];
  for (const [index, sample] of FILES.entries()) {
    clips.push(
      await seedVideo(creator, {
        title: `Music clip ${index + 1}`,
        category: 'music',
        sample,
        offsetSeconds: 3000 - index,
      }),
    );
  }
});

test.afterAll(async () => {
  await removeVideos(clips);
});

/** The one online visit: the app installs its worker, then the Music feed saves its next clips. */
async function visitOnline(page: Page, user?: TestUser) {
  await page.goto('/');
  await waitUntilOfflineReady(page);
  if (user) await signInThroughStorage(page, user);
  await page.goto('/shorts?tab=Music');
  for (const clip of clips.slice(0, 5)) {
    await expect(card(page, clip.id).getByText('Available offline')).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(card(page, clips[5]!.id)).toBeVisible();
  await expect(card(page, clips[5]!.id).getByText('Available offline')).toHaveCount(0);
}

/** Whether the <video> shows frames and its time moves on. */
async function expectFramesAdvance(page: Page) {
  await expectPlaying(page);
  const video = page.getByTestId('active-short');
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() =>
      video.evaluate(
        (element: HTMLVideoElement, start) =>
          element.currentTime !== start && element.readyState >= 2,
        before,
      ),
    )
    .toBe(true);
}

test.describe('offline viewing', () => {
  test('after one online visit, /shorts and its saved clips play with the network off; a like made offline waits, survives a reload and reaches the server exactly once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const fan = await createUser({ fullName: 'Tunnel Fan' });
    const target = clips[0]!;
    await visitOnline(page, fan);

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: "You're offline. Showing only the" }),
    ).toBeVisible();
    // Only clips that can play are listed: the unsaved one is left out.
    for (const clip of clips.slice(0, 5)) await expect(card(page, clip.id)).toBeVisible();
    await expect(card(page, clips[5]!.id)).toHaveCount(0);
    // The network really is gone for media: the unsaved file cannot be fetched.
    const unsaved = await page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => response.status,
          () => 'failed',
        ),
      clips[5]!.video_url,
    );
    expect(unsaved).toBe('failed');

    await page.getByRole('button', { name: `Play ${clips[0]!.title}` }).click();
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[0]!.id);
    await expectFramesAdvance(page);
    // A swipe on to the next saved clip plays too (its byte ranges come from the video cache).
    await page.keyboard.press('ArrowDown');
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[1]!.id);
    await expectFramesAdvance(page);
    await page.keyboard.press('ArrowDown');
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[2]!.id);
    await expectFramesAdvance(page);
    // Seeking near the end of a saved file works offline as well.
    const seeked = await page
      .getByTestId('active-short')
      .evaluate(async (video: HTMLVideoElement) => {
        video.currentTime = Math.max(0, video.duration - 1);
        await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
        return video.currentTime;
      });
    expect(seeked).toBeGreaterThan(3);

    // A saved clip's own page opens and plays offline too.
    await page.goto(`/video/${clips[3]!.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      clips[3]!.title,
    );
    await expectPlaying(page, page.getByTestId('video-player'));

    const answered: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/rpc/set_like')) answered.push(response.status());
    });

    // Back to the feed, still offline: a like waits on the device.
    await page.goto('/shorts?tab=Music');
    const like = likeButton(card(page, target.id), target.title);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    await expect(like.getByTestId('like-pending')).toBeVisible();
    await expect(like).toContainText('Waiting to sync');

    // Still pending after a reload with no network; nothing reached the server.
    await page.reload();
    await expect(like.getByTestId('like-pending')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    const queued = await readDeviceQueue(page);
    expect(queued.outbox.filter((row) => row.kind === 'set-like').map((row) => row.status)).toEqual(
      ['queued'],
    );
    expect(await likesOf(target.id)).toEqual([]);

    // The Uploads badge is for uploads; the tray lists the like as one compact line naming the video.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Uploads', exact: true }),
    ).toBeVisible();
    const tray = await openUploadsTray(page);
    await expect(tray.getByText('Nothing is waiting to upload.')).toBeVisible();
    // The like (and the earning it may bring) wait as small actions.
    await tray.getByText(/^\d+ actions? waiting$/).click();
    await expect(tray.getByRole('list', { name: 'Waiting actions' })).toContainText(
      `Like · ${target.title}Waiting`,
    );
    await page.keyboard.press('Escape');
    await expect(tray).toBeHidden();

    await context.setOffline(false);
    await expect(like.getByTestId('like-pending')).toHaveCount(0, { timeout: 30_000 });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    await expect
      .poll(() => likesOf(target.id))
      .toEqual([{ video_id: target.id, user_id: fan.id, user_identifier: fan.id }]);
    // Counts are folded into the video row every second (design §3.18): poll, do not read once.
    await expect.poll(async () => (await storedVideo(target.id))?.likes_count).toBe(1);

    // Further drain triggers (online again, a reload) send nothing more.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    const drained = await readDeviceQueue(page);
    expect(
      drained.outbox.filter((row) => row.kind === 'set-like').map((row) => row.status),
    ).toEqual(['done']);
    expect(answered).toEqual([200]);
    expect(await likesOf(target.id)).toHaveLength(1);
  });
});
