import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';
import { createUser, e2eStack } from './support/backend';
import {
  cards,
  escapeRegExp,
  expectPlaying,
  removeVideos,
  seedVideo,
  storedVideo,
  toasts,
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
  test('shows the video alone with its action bar, shares its own link, and a watch counts one view per viewer', async ({
    page,
    context,
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
    // Counts are folded into the video row every second (design §3.18): poll, do not read once.
    await expect.poll(async () => (await storedVideo(video.id))?.views).toBe(1);

    // Share: Copy Link puts the video's own page on the clipboard, and the networks get it too.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await actions.getByRole('button', { name: `Share ${video.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Video' });
    const link = `${e2eStack().appUrl}/video/${video.id}`;
    await expect(dialog.getByRole('textbox', { name: 'Video link' })).toHaveValue(link);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(page)).toContainText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const encoded = encodeURIComponent(link);
    await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(dialog.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escapeRegExp(encoded)}&text=`),
    );
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${escapeRegExp(encoded)}`),
    );

    // The shared link opens the video again: the same viewer the same day is not counted twice.
    const secondView = viewCalls();
    await page.goto(link);
    await expect(pageHeading(page)).toHaveText(video.title);
    expect(await (await secondView).json()).toMatchObject({ counted: false });
    expect((await storedVideo(video.id))?.views).toBe(1);
    await expect(page.getByText('Lifestyle · 1 view', { exact: true })).toBeVisible();
  });
});
