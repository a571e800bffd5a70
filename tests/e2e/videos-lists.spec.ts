import { expect, test } from './support/test';
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
  await removeVideos([...dance, ...feed]);
});

test.describe('video lists', () => {
  test('home shows the 12 latest with View All, which leads to the intro, the Premium prompt and 20 videos', async ({
    page,
  }) => {
    // Home asks for the list again every 15 s (home-latest-section.test.tsx, with fake timers).
    await page.goto('/');
    const latest = page.getByRole('list', { name: 'Latest videos' });
    await expect(latest.getByTestId('video-card')).toHaveCount(12);
    await expect(card(page, dance[0]!.id)).toBeVisible();
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(pageHeading(page)).toHaveText('Latest Videos');
    await expect(page.getByText('Fresh from the community')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join LaughLoop Premium' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Community videos' }).getByTestId('video-card'),
    ).toHaveCount(20);
  });

  test('shorts comes back at the same scroll position after a reload and after Back; Load More adds 8 each time and tabs filter by category', async ({
    page,
  }) => {
    await page.goto('/shorts');
    await expect(pageHeading(page)).toHaveText('Trending Shorts');
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
});
