import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser } from './support/backend';
import {
  activeSlide,
  card,
  expectPlaying,
  removeVideos,
  seedVideo,
  type SeededVideo,
} from './support/videos';

// This file owns the Sports tab: its clips are the newest sports videos, so they open first there
// (their times stay below the lists spec's, which counts on its own rows being the newest).
let clips: SeededVideo[];

test.beforeAll(async () => {
  const creator = await createUser({ fullName: 'Player Maker' });
  clips = [
    await seedVideo(creator, {
      title: 'Sports clip one',
      category: 'sports',
      sample: 'trick-shot',
      offsetSeconds: 3000,
    }),
    await seedVideo(creator, {
      title: 'Sports clip two',
      category: 'sports',
      sample: 'cat-zoomies',
      offsetSeconds: 2999,
    }),
    await seedVideo(creator, {
      title: 'Sports clip three',
      category: 'sports',
      sample: 'drum-solo',
      offsetSeconds: 2998,
    }),
  ];
});

test.afterAll(async () => {
  await removeVideos(clips);
});

async function openFromGrid(page: Page, clip: SeededVideo) {
  await page.goto('/shorts?tab=Sports');
  await page.getByRole('button', { name: `Play ${clip.title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Shorts player' })).toBeVisible();
  await expect(activeSlide(page)).toHaveAttribute('data-video-id', clip.id);
}

/** Whether the clip's own <video> is paused (it keeps its element while within one of the active one). */
function isPaused(page: Page, clip: SeededVideo) {
  return page
    .locator(`section[data-video-id="${clip.id}"] video`)
    .evaluate((video: HTMLVideoElement) => video.paused);
}

test.describe('vertical Shorts player', () => {
  test('opens from the grid, autoplays muted, a tap unmutes, arrow keys move between clips, and closing returns to the grid', async ({
    page,
  }) => {
    await openFromGrid(page, clips[0]!);
    await expect(page).toHaveURL(new RegExp(`[?&]play=${clips[0]!.id}`));
    await expectPlaying(page);
    const video = page.getByTestId('active-short');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(activeSlide(page).getByText('Tap to unmute')).toBeVisible();
    // The action bar sits over the video.
    await expect(
      activeSlide(page).getByRole('group', { name: `Actions for ${clips[0]!.title}` }),
    ).toBeVisible();

    await video.click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.muted))
      .toBe(false);
    await expect(activeSlide(page).getByText('Tap to unmute')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectPlaying(page);

    // Arrow keys move to the next and previous clip, which play while the others pause.
    const counter = page.getByRole('dialog', { name: 'Shorts player' }).getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    // The next clip is loaded before the swipe reaches it.
    const next = page.locator(`section[data-video-id="${clips[1]!.id}"] video`);
    await expect(next).toHaveAttribute('preload', 'auto');
    await expect
      .poll(() => next.evaluate((element: HTMLVideoElement) => element.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);

    await page.keyboard.press('ArrowDown');
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[1]!.id);
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await expectPlaying(page);
    expect(await isPaused(page, clips[0]!)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[2]!.id);
    await expectPlaying(page);

    await page.keyboard.press('ArrowUp');
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[1]!.id);
    await expectPlaying(page);
    expect(await isPaused(page, clips[2]!)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Shorts player' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/shorts\?tab=Sports$/);
    await expect(card(page, clips[0]!.id)).toBeVisible();
  });
});

test.describe('vertical Shorts player on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a swipe up and down and the mouse wheel move one clip per screen', async ({ page }) => {
    await openFromGrid(page, clips[0]!);
    await expectPlaying(page);
    const cdp = await page.context().newCDPSession(page);
    /**
     * A finger dragged from (195, fromY) by `distance` px (negative: upwards) in ten moves 16 ms
     * apart, then lifted. The events carry those times: stamped on arrival instead, a busy machine
     * spaced them unevenly and Chromium read a fling of any speed into them (CI run 60 flew two
     * clips).
     */
    const swipe = async (fromY: number, distance: number) => {
      const start = Date.now() / 1000;
      const at = (frame: number) => ({ timestamp: start + frame * 0.016 });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: 195, y: fromY }],
        ...at(0),
      });
      for (let step = 1; step <= 10; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: 195, y: fromY + (distance * step) / 10 }],
          ...at(step),
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], ...at(11) });
    };

    await swipe(700, -500); // finger moves up: the next clip
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[1]!.id);
    await expectPlaying(page);
    // Snapping leaves exactly one clip on screen.
    const scroller = page.getByTestId('shorts-player');
    await expect
      .poll(() => scroller.evaluate((element) => element.scrollTop / element.clientHeight))
      .toBe(1);

    await swipe(200, 500); // finger moves down: back to the previous one
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[0]!.id);
    await expectPlaying(page);
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);

    await page.mouse.move(195, 422);
    await page.mouse.wheel(0, 844);
    await expect(activeSlide(page)).toHaveAttribute('data-video-id', clips[1]!.id);
    await expectPlaying(page);
  });
});
