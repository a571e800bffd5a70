import { expect, test } from './support/test';
import { createUser, type TestUser } from './support/backend';
import { signInThroughStorage } from './support/submit';
import {
  activeSlide,
  card,
  likeButton,
  likesOf,
  removeVideos,
  seedVideo,
  storedVideo,
  type SeededVideo,
} from './support/videos';

// This file owns the Fails tab (its clips are the newest fails videos there).
let creator: TestUser;
const seeded: SeededVideo[] = [];

async function seed(title: string): Promise<SeededVideo> {
  const video = await seedVideo(creator, {
    title,
    category: 'fails',
    sample: 'oops-slide',
    offsetSeconds: 3000,
  });
  seeded.push(video);
  return video;
}

test.beforeAll(async () => {
  creator = await createUser({ fullName: 'Like Target' });
});

test.afterAll(async () => {
  await removeVideos(seeded);
});

test.describe('likes', () => {
  test('like and unlike move the count by one, show the same state in every list, and write video_likes', async ({
    page,
  }) => {
    const fan = await createUser({ fullName: 'Keen Fan' });
    const video = await seed(`Liked everywhere ${Date.now()}`);
    await page.goto('/');
    await signInThroughStorage(page, fan);
    await page.goto(`/video/${video.id}`);

    const onPage = likeButton(page, video.title);
    await expect(onPage.getByTestId('like-count')).toHaveText('0');
    await onPage.click();
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');
    await expect(onPage).toHaveAccessibleName(`Unlike ${video.title}, 1 like`);
    await expect(onPage.getByTestId('like-count')).toHaveText('1');
    await expect
      .poll(() => likesOf(video.id))
      .toEqual([{ video_id: video.id, user_id: fan.id, user_identifier: fan.id }]);
    // Counts are folded into the video row every second (design §3.18): poll, do not read once.
    await expect.poll(async () => (await storedVideo(video.id))?.likes_count).toBe(1);
    await expect(onPage.getByTestId('like-pending')).toHaveCount(0);

    // In-app to Shorts: the grid card and the player agree.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shorts' })
      .click();
    await page.getByRole('tab', { name: 'Fails' }).click();
    const onCard = likeButton(card(page, video.id), video.title);
    await expect(onCard).toHaveAttribute('aria-pressed', 'true');
    await expect(onCard.getByTestId('like-count')).toHaveText('1');
    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    const inPlayer = likeButton(activeSlide(page), video.title);
    await expect(inPlayer).toHaveAttribute('aria-pressed', 'true');
    await expect(inPlayer.getByTestId('like-count')).toHaveText('1');

    // Unlike in the player: -1 there, in the grid behind it, and on the server.
    await inPlayer.click();
    await expect(inPlayer).toHaveAttribute('aria-pressed', 'false');
    await expect(inPlayer.getByTestId('like-count')).toHaveText('0');
    await expect.poll(() => likesOf(video.id)).toEqual([]);
    await expect.poll(async () => (await storedVideo(video.id))?.likes_count).toBe(0);
    await page.getByRole('button', { name: 'Close player' }).click();
    await expect(onCard).toHaveAttribute('aria-pressed', 'false');
    await expect(onCard.getByTestId('like-count')).toHaveText('0');

    // Like again, then a fresh page load reads the state back from the server.
    await onCard.click();
    await expect(onCard.getByTestId('like-count')).toHaveText('1');
    await expect.poll(() => likesOf(video.id).then((rows) => rows.length)).toBe(1);
    await page.goto(`/video/${video.id}`);
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');
    await expect(onPage.getByTestId('like-count')).toHaveText('1');
  });
});
