import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';
import { createUser } from './support/backend';
import {
  card,
  cards,
  removeVideos,
  seedVideo,
  seedVideos,
  type SeededVideo,
} from './support/videos';

// Newest first: these 25 sit at the top of every feed for the length of this file (other files
// seed more, which only adds; every assertion here is about sizes and order among these).
let feed: SeededVideo[];
let dance: SeededVideo[];
let fresh: SeededVideo | undefined;

test.beforeAll(async () => {
  const creator = await createUser({ fullName: 'List Maker' });
  dance = [
    await seedVideo(creator, {
      title: 'Dance floor disaster',
      category: 'dance',
      offsetSeconds: 3600,
    }),
    await seedVideo(creator, {
      title: 'Moonwalk in socks',
      category: 'dance',
      offsetSeconds: 3599,
    }),
  ];
  feed = await seedVideos(creator, 23, { offsetSeconds: 3598, category: 'animals' });
});

// Reruns on a reused stack must not find these above their own rows (or push other files' out of
// the 50 newest the Shorts feed fetches).
test.afterAll(async () => {
  await removeVideos([...dance, ...feed, ...(fresh ? [fresh] : [])]);
});

test.describe('video lists', () => {
  test('home shows 12 latest cards with View All, refreshed every 15 s', async ({ page }) => {
    await page.goto('/');
    const latest = page.getByRole('list', { name: 'Latest videos' });
    await expect(latest.getByTestId('video-card')).toHaveCount(12);
    await expect(card(page, dance[0]!.id)).toBeVisible();
    // The 15 s refresh picks up a newer video without a reload.
    const creator = await createUser({ fullName: 'Late Arrival' });
    fresh = await seedVideo(creator, { title: 'Fresh off the press', offsetSeconds: 7200 });
    await expect(card(page, fresh.id)).toBeVisible({ timeout: 20_000 });
    await expect(latest.getByTestId('video-card')).toHaveCount(12);
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(pageHeading(page)).toHaveText('Latest Videos');
  });

  test('home falls back to the built-in samples when the list cannot load', async ({ page }) => {
    await page.route('**/rest/v1/rpc/get_public_videos*', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto('/');
    const latest = page.getByRole('list', { name: 'Latest videos' });
    // Eight built-in samples exist, so the fill stops at eight (up to 12).
    await expect(latest.getByTestId('video-card')).toHaveCount(8);
    await expect(latest).toContainText('Giggle Loop');
    await expect(latest).toContainText('Sunny Morning Routine');
    // Samples never offer edit or delete (a card keeps Edit in its More menu).
    await latest.getByRole('button', { name: 'More options for Giggle Loop' }).click();
    await expect(
      latest.getByRole('menu', { name: 'More options for Giggle Loop' }).getByRole('menuitem'),
    ).toHaveText(['Boost', 'Download', 'Report']);
  });

  test('latest videos shows the intro, the Premium prompt for visitors and 20 videos', async ({
    page,
  }) => {
    await page.goto('/latest-videos');
    await expect(pageHeading(page)).toHaveText('Latest Videos');
    await expect(page.getByText('Fresh from the community')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join LaughLoop Premium' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Community videos' }).getByTestId('video-card'),
    ).toHaveCount(20);
  });

  test('shorts shows 12, Load More adds 8 each time, and tabs filter by category', async ({
    page,
  }) => {
    await page.goto('/shorts');
    await expect(pageHeading(page)).toHaveText('Trending Shorts');
    const grid = page.getByRole('list', { name: 'Shorts' });
    await expect(grid.getByTestId('video-card')).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByTestId('video-card')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByTestId('video-card')).toHaveCount(28);
    await expect(card(page, feed[22]!.id)).toBeVisible();

    await expect(page.getByRole('tab')).toHaveText([
      'All',
      'Comedy',
      'Animals',
      'Fails',
      'Dance',
      'Sports',
      'Music',
      'Pranks',
    ]);
    await page.getByRole('tab', { name: 'Dance' }).click();
    await expect(page.getByRole('tab', { name: 'Dance' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=Dance$/);
    await expect(card(page, dance[0]!.id)).toBeVisible();
    await expect(card(page, dance[1]!.id)).toBeVisible();
    await expect(card(page, feed[0]!.id)).toHaveCount(0);
    const categories = await cards(page).getByTestId('video-category').allTextContents();
    expect(categories.length).toBeGreaterThanOrEqual(2);
    expect(new Set(categories)).toEqual(new Set(['Dance']));
    // Back to All: the grid starts again at 12.
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(grid.getByTestId('video-card')).toHaveCount(12);
  });

  test('shorts comes back at the same scroll position after a reload and after Back', async ({
    page,
  }) => {
    await page.goto('/shorts');
    const grid = page.getByRole('list', { name: 'Shorts' });
    await expect(grid.getByTestId('video-card')).toHaveCount(12);
    await grid.getByTestId('video-card').nth(11).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const near = async () =>
      expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);

    await page.reload();
    await expect(grid.getByTestId('video-card')).toHaveCount(12);
    await near();

    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.goBack();
    await expect(grid.getByTestId('video-card')).toHaveCount(12);
    await near();
  });

  test('home shows 6 of the 51 testimonials and expands to all', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByTestId('testimonial');
    await page.getByRole('heading', { name: 'What our community says' }).scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveCount(6);
    await page.getByRole('button', { name: 'Show all 51 testimonials' }).click();
    await expect(testimonials).toHaveCount(51);
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect(testimonials).toHaveCount(6);
  });
});
