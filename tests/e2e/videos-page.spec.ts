import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';
import { createUser } from './support/backend';
import {
  cards,
  expectPlaying,
  removeVideos,
  seedVideo,
  storedVideo,
  type SeededVideo,
} from './support/videos';

let video: SeededVideo;

test.beforeAll(async () => {
  const creator = await createUser({ fullName: 'Page Owner' });
  video = await seedVideo(creator, {
    title: `Alone on its page ${Date.now()}`,
    category: 'lifestyle',
    sample: 'surprise-box',
  });
});

test.afterAll(async () => {
  await removeVideos([video]);
});

test.describe('/video/{id}', () => {
  test('shows the video alone with its action bar, and a watch counts one view per viewer', async ({
    page,
  }) => {
    const viewCalls = () =>
      page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/record_view'));
    const firstView = viewCalls();
    await page.goto(`/video/${video.id}`);
    await expect(pageHeading(page)).toHaveText(video.title);
    await expectPlaying(page, page.getByTestId('video-player'));
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('Lifestyle · 0 views', { exact: true })).toBeVisible();

    const actions = page.getByRole('group', { name: `Actions for ${video.title}` });
    await expect(actions.getByRole('button', { name: `Like ${video.title}` })).toBeVisible();
    await expect(actions.getByRole('button', { name: `Share ${video.title}` })).toBeVisible();
    await expect(actions.getByRole('link', { name: `Boost ${video.title}` })).toHaveAttribute(
      'href',
      `/boost-plans?videoId=${video.id}`,
    );
    await expect(
      actions.getByRole('button', { name: `More options for ${video.title}` }),
    ).toBeVisible();

    expect(await (await firstView).json()).toMatchObject({ counted: true });
    expect((await storedVideo(video.id))?.views).toBe(1);
    // The same viewer again the same day: the server does not count it twice.
    const secondView = viewCalls();
    await page.reload();
    expect(await (await secondView).json()).toMatchObject({ counted: false });
    expect((await storedVideo(video.id))?.views).toBe(1);
    await expect(page.getByText('Lifestyle · 1 view', { exact: true })).toBeVisible();
  });

  test("an unknown or malformed id shows 'Video Not Found'", async ({ page }) => {
    for (const path of ['/video/e2e-no-such-video-000000', '/video/%3Cscript%3E']) {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText('Video Not Found');
      await expect(page.getByText('This video does not exist or has been removed.')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Watch Trending Shorts' }).click();
    await expect(pageHeading(page)).toHaveText('Trending Shorts');
  });
});
