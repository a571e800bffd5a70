import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pageHeading } from './support/app';
import { createUser, e2eStack, signInToken, type TestUser } from './support/backend';
import { signInThroughStorage } from './support/submit';
import {
  card,
  likesOf,
  removeVideos,
  seedVideo,
  storedVideo,
  toasts,
  userRest,
  type SeededVideo,
} from './support/videos';

// Rows of this file are 'lifestyle' (no Shorts tab) except the grid check, which owns the Pranks tab.
let owner: TestUser;
let other: TestUser;
const seeded: Pick<SeededVideo, 'id'>[] = [];

async function seed(title: string, category = 'lifestyle'): Promise<SeededVideo> {
  const video = await seedVideo(owner, {
    title: `${title} ${Date.now()}`,
    category,
    sample: 'sunny-morning',
    offsetSeconds: category === 'lifestyle' ? 0 : 3000,
  });
  seeded.push(video);
  return video;
}

async function signIn(page: Page, user: TestUser) {
  await page.goto('/');
  await signInThroughStorage(page, user);
}

async function menuItems(scope: Page | Locator, title: string): Promise<string[]> {
  await scope.getByRole('button', { name: `More options for ${title}` }).click();
  const menu = scope.getByRole('menu', { name: `More options for ${title}` });
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').allTextContents();
  await menu.page().keyboard.press('Escape');
  return items;
}

/** Chooses an item of a Shorts card's More menu (Boost and Edit live there on the cards). */
async function chooseOnCard(page: Page, video: SeededVideo, item: string) {
  await card(page, video.id)
    .getByRole('button', { name: `More options for ${video.title}` })
    .click();
  await page
    .getByRole('menu', { name: `More options for ${video.title}` })
    .getByRole('menuitem', { name: item, exact: true })
    .click();
}

test.beforeAll(async () => {
  owner = await createUser({ fullName: 'Clip Owner' });
  other = await createUser({ fullName: 'Someone Else' });
});

test.afterAll(async () => {
  await removeVideos(seeded);
});

// Whose video it is and what others may do with it: edit-video.test.ts and the My Videos page's
// unit tests (the page's states), tests/integration/db-videos.test.ts and the RLS matrix (the
// server refusing another user's writes).
test('the owner manages their clips: Edit from the Shorts grid by creator hash, edit with a PNG thumbnail, delete with its likes, and Edit and Delete on the video page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, owner);

  await test.step('in the Shorts grid the owner gets Edit, known by the creator hash', async () => {
    const video = await seed('Gridded and mine', 'pranks');
    await page.goto('/shorts?tab=Pranks');
    await chooseOnCard(page, video, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    await expect(dialog.getByLabel('Video Title')).toHaveValue(video.title);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step("edit: 'Title is required.', then a trimmed title, a tag and a PNG thumbnail", async () => {
    const video = await seed('Needs a better name');
    await page.goto('/my-videos');
    await page.getByRole('button', { name: `Edit ${video.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Video' });
    const title = dialog.getByLabel('Video Title');
    await expect(title).toHaveValue(video.title);

    await title.fill('   ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    expect((await storedVideo(video.id))?.title).toBe(video.title);

    await title.fill('  Renamed by its owner  ');
    await dialog.getByLabel('Challenge Tag (optional)').selectOption('Weekly Challenge #2');
    await dialog.getByLabel('Thumbnail (optional)').setInputFiles('public/samples/cat-zoomies.png');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page)).toContainText('Video Updated');
    await expect(dialog).toHaveCount(0);
    await expect(
      page
        .locator(`[data-testid="my-video-card"][data-video-id="${video.id}"]`)
        .getByRole('heading'),
    ).toHaveText('Renamed by its owner');

    const stored = await storedVideo(video.id);
    expect(stored).toMatchObject({
      title: 'Renamed by its owner',
      challenge_tag: 'Weekly Challenge #2',
      video_url: video.video_url,
    });
    const thumbnailPattern = new RegExp(
      `^${e2eStack().apiUrl}/storage/v1/object/public/thumbnails/${owner.id}/${video.id}_thumbnail_\\d+\\.png$`,
    );
    expect(stored?.thumbnail_url).toMatch(thumbnailPattern);
    const thumbnail = await fetch(stored!.thumbnail_url!);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await thumbnail.arrayBuffer()).subarray(0, 8)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  await test.step('delete: the likes go first, then the video, from the server and the list', async () => {
    const video = await seed('Short-lived clip');
    const fanToken = await signInToken(other);
    expect(
      (
        await userRest(fanToken, 'rpc/set_like', {
          method: 'POST',
          body: JSON.stringify({ p_video_id: video.id, p_liked: true }),
        })
      ).status,
    ).toBe(200);
    const ownerToken = await signInToken(owner);
    await userRest(ownerToken, 'rpc/set_like', {
      method: 'POST',
      body: JSON.stringify({ p_video_id: video.id, p_liked: true }),
    });
    expect(await likesOf(video.id)).toHaveLength(2);

    await page.goto('/my-videos');
    await expect(page.locator(`[data-video-id="${video.id}"]`)).toBeVisible();
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE')
        deletes.push(new URL(request.url()).pathname.replace('/rest/v1/', ''));
    });
    await page.getByRole('button', { name: `Delete ${video.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Video' });
    await expect(dialog).toContainText(`"${video.title}" and all of its likes will be removed.`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(page)).toContainText('Video Deleted');
    await expect(page.locator(`[data-video-id="${video.id}"]`)).toHaveCount(0);
    expect(deletes).toEqual(['video_likes', 'videos']);
    expect(await storedVideo(video.id)).toBeUndefined();
    expect(await likesOf(video.id)).toEqual([]);
  });

  await test.step('the video page offers Edit and Delete Video, and deleting there goes home', async () => {
    const video = await seed('Mine to manage');
    await page.goto(`/video/${video.id}`);
    await expect(page.getByRole('button', { name: `Edit ${video.title}` })).toBeVisible();
    expect(await menuItems(page, video.title)).toEqual(['Download', 'Delete Video', 'Report']);
    // Delete from the video page lands on home once the video is gone.
    await page.getByRole('button', { name: `More options for ${video.title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Video' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Video' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(pageHeading(page)).toHaveText('Laugh. Record. Win.');
    expect(await storedVideo(video.id)).toBeUndefined();
  });
});
