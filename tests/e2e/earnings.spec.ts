import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, serviceRest, type TestUser } from './support/backend';
import { earningsPanel, premiumMember } from './support/earnings';
import { commentsButton, waitUntilOfflineReady } from './support/app';
import { readDeviceQueue, signInThroughStorage } from './support/submit';
import {
  expectPlaying,
  likeButton,
  removeVideos,
  seedVideo,
  type SeededVideo,
} from './support/videos';

// Issue 14 items 1 and 3: a Premium member's watch, like and comment earn through the outbox,
// offline too, and the earnings panel on /submit shows them pending, then confirmed; payouts are
// requested there (earnings-payouts.spec.ts). Against the real local stack; the clips are a day old (out of other specs' lists).

let creator: TestUser;
const seeded: SeededVideo[] = [];

test.beforeAll(async () => {
  creator = await createUser({ fullName: 'Earning Target' });
});

test.afterAll(async () => {
  await removeVideos(seeded);
});

const earningsOf = (member: TestUser) =>
  serviceRest<Array<{ category: string; video_id: string }>>(
    `user_earnings?select=category,video_id&user_id=eq.${member.id}&order=category`,
  );

const panel = earningsPanel;
const action = (page: Page, label: string) =>
  panel(page).getByRole('list', { name: 'Your earning actions' }).getByRole('listitem').filter({
    hasText: label,
  });

async function queuedEarnings(page: Page): Promise<string[]> {
  const { outbox } = await readDeviceQueue(page);
  return outbox
    .filter((row) => row.kind === 'record-earning' && row.status !== 'done')
    .map((row) => (row.payload as { category: string }).category)
    .sort();
}

test.describe('earnings', () => {
  test('a Premium member watches 30 s, likes and comments offline: pending on the device, confirmed once back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const video = await seedVideo(creator, { offsetSeconds: -86_400 });
    seeded.push(video);
    const member = await premiumMember('Earning Member');
    await page.goto('/about-us');
    await waitUntilOfflineReady(page);
    await signInThroughStorage(page, member);
    await page.goto(`/video/${video.id}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    // The watch starts online: the server records when it saw it start.
    await expectPlaying(page, page.getByTestId('video-player'));
    await expect
      .poll(() =>
        serviceRest<unknown[]>(
          `video_views?select=id&video_id=eq.${video.id}&user_id=eq.${member.id}`,
        ),
      )
      .toHaveLength(1);

    await context.setOffline(true);
    await likeButton(page, video.title).click();
    await commentsButton(page, video.title).click();
    const sheet = page.getByRole('dialog', { name: 'Comments' });
    await sheet.getByLabel('Add a comment').fill('This clip is pure comedy gold');
    await sheet.getByRole('button', { name: 'Post' }).click();
    await expect(sheet.getByTestId('comment-pending')).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    // The player has played for 30 s (pauses would not count): the watch joins them.
    await expect
      .poll(() => queuedEarnings(page), { timeout: 45_000 })
      .toEqual(['comment', 'like', 'watch']);
    expect(await earningsOf(member)).toEqual([]);

    await page.goto('/submit?mode=url');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('status')).toHaveText(
      '3 actions are pending: sent when you are back online.',
    );
    for (const label of ['Watching', 'Liking', 'Commenting'])
      await expect(action(page, label)).toContainText('Pending');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await earningsOf(member)).map((row) => row.category), { timeout: 45_000 })
      .toEqual(['comment', 'like', 'watch']);
    for (const [label, amount] of [
      ['Watching', '+$0.0010 Confirmed'],
      ['Liking', '+$0.0001 Confirmed'],
      ['Commenting', '+$0.0003 Confirmed'],
    ] as const)
      await expect(action(page, label)).toContainText(amount, { timeout: 20_000 });
    await expect(panel(page).getByRole('status')).toHaveCount(0);
    await expect(panel(page).locator('[data-category="like"]')).toContainText('Today 1 / 15');
  });
});
