import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser } from './support/backend';
import { card, removeVideos, seedVideo } from './support/videos';

/**
 * The entry chunk. It only imports the 'app' chunk (src/main.tsx with everything it imports
 * statically, vite.config.ts), so holding it holds the whole app.
 */
const APP_CHUNK = /\/assets\/index-[\w-]+\.js$/;

/** The first thumbnails the early script puts into a prerendered page's skeleton grid. */
const earlyThumbnail = (page: Page, slot: 'home' | 'shorts') =>
  page.locator(`[data-first-paint-feed="${slot}"] [data-video-skeleton] img`).first();

/** The header's logo link home: the static page's before the app runs, the app's after. */
const logoLink = (page: Page) => page.locator('#root header a[href="/"]').first();

/** Holds the app's code back, as a slow network would; the returned function lets it through. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('first paint on a slow phone', () => {
  test("before the app's code runs, the newest video's thumbnail shows exactly where the app draws it", async ({
    page,
  }) => {
    const creator = await createUser({ fullName: 'First Frame' });
    // Newer than anything other files seed, for the length of this test only.
    const video = await seedVideo(creator, {
      title: 'First paint',
      offsetSeconds: 30 * 24 * 3600,
    });
    try {
      const release = await holdAppCode(page);
      // 'commit': the held entry script keeps the load event from firing.
      await page.goto('/', { waitUntil: 'commit' });

      const early = earlyThumbnail(page, 'home');
      await expect(early).toHaveAttribute('src', video.thumbnail_url!);
      await expect
        .poll(() =>
          early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      // Only the static page so far: no heading, no working links.
      await expect(page.getByRole('heading')).toHaveCount(0);
      const before = (await early.boundingBox())!;
      const staticBanner = (await page
        .locator('.first-paint-home [data-testid="challenge-banner"]')
        .boundingBox())!;
      // The prerendered header is the app's (src/app/first-paint holds its markup): same place.
      const staticLogo = (await logoLink(page).boundingBox())!;
      // The app's first render must not swap the thumbnail for a loading skeleton.
      await page.evaluate((src) => {
        const flags = window as unknown as { thumbnailGone?: boolean };
        flags.thumbnailGone = false;
        new MutationObserver(() => {
          if (!document.querySelector(`img[src="${src}"]`)) flags.thumbnailGone = true;
        }).observe(document.getElementById('root')!, { childList: true, subtree: true });
      }, video.thumbnail_url!);

      release();
      const drawn = card(page, video.id).getByTestId('video-still');
      await expect(drawn).toBeVisible();
      await expect(page.locator('[data-first-paint-feed]')).toHaveCount(0);
      // The banner has read its challenge (seed.sql always has one): the live card must be the
      // static slot's size, or everything under it jumps.
      const banner = page.getByTestId('challenge-banner');
      await expect(banner.getByTestId('challenge-time-left')).toBeVisible();
      const liveBanner = (await banner.boundingBox())!;
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(
          Math.abs(liveBanner[side] - staticBanner[side]),
          `banner ${side}`,
        ).toBeLessThanOrEqual(1);
      const after = (await drawn.boundingBox())!;
      expect(
        await page.evaluate(() => (window as unknown as { thumbnailGone: boolean }).thumbnailGone),
      ).toBe(false);
      const liveLogo = (await logoLink(page).boundingBox())!;
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(liveLogo[side] - staticLogo[side]), `logo ${side}`).toBeLessThanOrEqual(1);
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(after[side] - before[side]), side).toBeLessThanOrEqual(1);
    } finally {
      await removeVideos([video]);
    }
  });
});

test.describe('first paint of /shorts on a slow phone', () => {
  test("before the app's code runs, the Shorts heading, tabs and newest thumbnail show where the app draws them", async ({
    page,
  }) => {
    const creator = await createUser({ fullName: 'First Short' });
    const video = await seedVideo(creator, {
      title: 'First short paint',
      offsetSeconds: 30 * 24 * 3600,
    });
    try {
      const release = await holdAppCode(page);
      await page.goto('/shorts', { waitUntil: 'commit' });

      const shell = page.locator('.first-paint-shorts');
      await expect(shell).toBeVisible();
      await expect(page.locator('.first-paint-home')).toBeHidden();
      await expect(shell).toContainText('Trending Shorts');
      const early = earlyThumbnail(page, 'shorts');
      await expect(early).toHaveAttribute('src', video.thumbnail_url!);
      await expect
        .poll(() =>
          early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      await expect(page.getByRole('heading')).toHaveCount(0);
      const before = (await early.boundingBox())!;
      const staticTab = (await shell.getByText('Comedy', { exact: true }).boundingBox())!;

      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending Shorts');
      const drawn = card(page, video.id).getByTestId('video-still');
      await expect(drawn).toBeVisible();
      await expect(shell).toHaveCount(0);
      const after = (await drawn.boundingBox())!;
      const liveTab = (await page.getByRole('tab', { name: 'Comedy' }).boundingBox())!;
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(after[side] - before[side]), `thumbnail ${side}`).toBeLessThanOrEqual(1);
        expect(Math.abs(liveTab[side] - staticTab[side]), `tab ${side}`).toBeLessThanOrEqual(1);
      }
    } finally {
      await removeVideos([video]);
    }
  });
});
