import { expect, test, type Page } from '@playwright/test';
import { createUser, serviceRest, type TestUser } from './support/backend';
import { signInThroughStorage } from './support/submit';
import { removeVideos, seedVideo, storedVideo, type SeededVideo } from './support/videos';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BADGE_TITLE = 'Promoted: the creator paid to boost this video';

let creator: TestUser;
let forDays: SeededVideo;
let forHours: SeededVideo;
let expired: SeededVideo;
let switchedOff: SeededVideo;

/** Boost columns are written as the service role would (activate_boost runs with its rights). */
async function setBoost(video: SeededVideo, isBoosted: boolean, until: Date): Promise<void> {
  await serviceRest(`videos?id=eq.${video.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ is_boosted: isBoosted, boost_until: until.toISOString() }),
  });
}

test.beforeAll(async () => {
  creator = await createUser({ fullName: 'Boost Buyer' });
  const seed = (title: string) =>
    seedVideo(creator, {
      title: `${title} ${Date.now()}`,
      category: 'lifestyle',
      sample: 'beat-bounce',
    });
  forDays = await seed('Boosted for days');
  forHours = await seed('Boosted for hours');
  expired = await seed('Boost ran out');
  switchedOff = await seed('Boost switched off');
  // A few minutes of slack either way, so the rounding (up) is stable while the test runs.
  await setBoost(forDays, true, new Date(Date.now() + 3 * DAY - HOUR));
  await setBoost(forHours, true, new Date(Date.now() + 5 * HOUR - 10 * 60_000));
  await setBoost(expired, true, new Date(Date.now() - HOUR));
  await setBoost(switchedOff, false, new Date(Date.now() + 2 * DAY));
});

test.afterAll(async () => {
  await removeVideos([forDays, forHours, expired, switchedOff]);
});

async function badgeOnVideoPage(page: Page, video: SeededVideo) {
  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(video.title);
  return page.getByTitle(BADGE_TITLE);
}

test.describe('boosted badge', () => {
  test('a boosted video shows the days left, or the hours on its last day', async ({ page }) => {
    expect(await storedVideo(forDays.id)).toMatchObject({ is_boosted: true });
    await expect(await badgeOnVideoPage(page, forDays)).toHaveText('Boosted · 3 days left');
    await expect(await badgeOnVideoPage(page, forHours)).toHaveText('Boosted · 5 hours left');
  });

  test('an expired boost, or one switched off, shows no badge', async ({ page }) => {
    expect(await storedVideo(expired.id)).toMatchObject({ is_boosted: true });
    await expect(await badgeOnVideoPage(page, expired)).toHaveCount(0);
    await expect(await badgeOnVideoPage(page, switchedOff)).toHaveCount(0);
  });

  test("the owner's list shows the badge on the boosted cards only, and drops it once the boost ends", async ({
    page,
  }) => {
    await page.goto('/');
    await signInThroughStorage(page, creator);
    await page.goto('/my-videos');
    await expect(page.getByRole('heading', { name: 'My Videos (4)' })).toBeVisible();
    const badgeOf = (video: SeededVideo) =>
      page
        .locator(`[data-testid="my-video-card"][data-video-id="${video.id}"]`)
        .getByTitle(BADGE_TITLE);
    await expect(badgeOf(forDays)).toHaveText('Boosted · 3 days left');
    await expect(badgeOf(forHours)).toHaveText('Boosted · 5 hours left');
    await expect(badgeOf(expired)).toHaveCount(0);
    await expect(badgeOf(switchedOff)).toHaveCount(0);

    // The boost of the first one ends: the list's next refresh no longer shows it.
    await setBoost(forDays, true, new Date(Date.now() - 60_000));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(badgeOf(forDays)).toHaveCount(0);
    await expect(badgeOf(forHours)).toHaveText('Boosted · 5 hours left');
  });
});
