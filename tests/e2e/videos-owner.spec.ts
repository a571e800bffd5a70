import { expect, test, type Locator, type Page } from '@playwright/test';
import { authDialog } from './support/accounts';
import { pageHeading, waitUntilOfflineReady } from './support/app';
import { createUser, e2eStack, serviceRest, signInToken, type TestUser } from './support/backend';
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

function myCards(page: Page) {
  return page.getByRole('list', { name: 'Your videos' }).getByTestId('my-video-card');
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

test.describe('My Videos', () => {
  test("signed out: 'Sign in to manage your videos'", async ({ page }) => {
    await page.goto('/my-videos');
    await expect(pageHeading(page)).toHaveText('My Videos');
    await expect(page.getByText('Sign in to manage your videos')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(authDialog(page, 'Sign In')).toBeVisible();
  });

  test("signed in: 'No videos yet', then 'My Videos (2)' after Refresh, with the owner's details", async ({
    page,
  }) => {
    const creator = await createUser({ fullName: 'New Creator' });
    await signIn(page, creator);
    await page.goto('/my-videos');
    await expect(page.getByRole('heading', { name: 'Premium Membership' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/premium-order',
    );
    await expect(page.getByRole('heading', { name: 'My Videos (0)' })).toBeVisible();
    await expect(page.getByText('No videos yet')).toBeVisible();
    await expect(page.getByText('Upload your first video to get started!')).toBeVisible();

    const first = await seedVideo(creator, {
      title: 'First of mine',
      category: 'lifestyle',
      challengeTag: 'Weekly Challenge #1',
    });
    const second = await seedVideo(creator, {
      title: 'Second of mine',
      category: 'lifestyle',
      offsetSeconds: 1,
    });
    seeded.push(first, second);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { name: 'My Videos (2)' })).toBeVisible();
    // Newest first, each with YOURS, the first 12 characters of its id and its challenge tag.
    await expect(myCards(page).getByRole('heading')).toHaveText([
      'Second of mine',
      'First of mine',
    ]);
    const firstCard = page.locator(`[data-testid="my-video-card"][data-video-id="${first.id}"]`);
    await expect(firstCard.getByText('YOURS')).toBeVisible();
    await expect(firstCard.getByTestId('short-id')).toHaveText(first.id.slice(0, 12));
    await expect(firstCard).toContainText('Weekly Challenge #1');
    await expect(firstCard.getByRole('button', { name: 'Edit First of mine' })).toBeVisible();
    await expect(firstCard.getByRole('button', { name: 'Delete First of mine' })).toBeVisible();
  });

  test("a Premium member sees 'Premium Active', and Access Premium opens /premium-group in a new tab", async ({
    page,
    context,
  }) => {
    const member = await createUser({ fullName: 'Paying Member' });
    await serviceRest('premium_subscribers', {
      method: 'POST',
      body: JSON.stringify({
        user_id: member.id,
        subscription_status: 'active',
        plan_type: 'monthly',
        current_period_end: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString(),
      }),
    });
    await signIn(page, member);
    await page.goto('/my-videos');
    const card = page.getByRole('region', { name: 'Premium Membership' });
    await expect(card.getByText('Premium Active')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0);
    const opened = context.waitForEvent('page');
    await card.getByRole('link', { name: 'Access Premium' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/premium-group');
    await expect(page).toHaveURL(/\/my-videos$/);
  });

  test("a submission still in the outbox shows as 'Waiting to upload' until it arrives", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const creator = await createUser({ fullName: 'Queued Creator' });
    const title = `Queued on a train ${Date.now()}`;
    await page.goto('/');
    await waitUntilOfflineReady(page);
    await signInThroughStorage(page, creator);
    await page.goto('/submit?mode=url');
    await context.setOffline(true);
    await page.getByRole('textbox', { name: /^Video URL/ }).fill('https://vimeo.com/76979871');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('lifestyle');
    await page.getByRole('button', { name: 'Submit Video' }).click();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Videos' })
      .click();
    const waiting = page.getByTestId('waiting-upload');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Waiting to upload');
    await expect(waiting.getByRole('heading')).toHaveText(title);
    await expect(waiting).toContainText('Lifestyle');

    await context.setOffline(false);
    // Sent when the network is back; the next reload of the list (every 10 s) shows the video.
    await expect(myCards(page).getByRole('heading')).toHaveText([title], { timeout: 40_000 });
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Videos (1)' })).toBeVisible();
    const [stored] = await serviceRest<{ id: string }[]>(
      `videos?select=id&user_id=eq.${creator.id}`,
    );
    if (stored) seeded.push(stored);
  });
});

test.describe('edit and delete', () => {
  test("the owner edits: 'Title is required.', then a trimmed title, a tag and a PNG thumbnail are saved", async ({
    page,
  }) => {
    const video = await seed('Needs a better name');
    await signIn(page, owner);
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

  test('the owner deletes: the likes go first, then the video, from the server and the list', async ({
    page,
  }) => {
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

    await signIn(page, owner);
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

  test('the owner is offered Edit and Delete Video on the video page; the More menu has them', async ({
    page,
  }) => {
    const video = await seed('Mine to manage');
    await signIn(page, owner);
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

  test('another user sees no Edit or Delete, and the server refuses their direct writes', async ({
    page,
  }) => {
    const video = await seed('Not yours to touch', 'pranks');
    const ownerToken = await signInToken(owner);
    await userRest(ownerToken, 'rpc/set_like', {
      method: 'POST',
      body: JSON.stringify({ p_video_id: video.id, p_liked: true }),
    });

    await signIn(page, other);
    await page.goto(`/video/${video.id}`);
    const actions = page.getByRole('group', { name: `Actions for ${video.title}` });
    await expect(actions.getByRole('button', { name: `Share ${video.title}` })).toBeVisible();
    await expect(actions.getByRole('button', { name: `Edit ${video.title}` })).toHaveCount(0);
    expect(await menuItems(page, video.title)).toEqual(['Download', 'Report']);
    // The same in the Shorts grid, where only the creator hash tells whose video it is (a card
    // keeps Boost and Edit in its More menu).
    await page.goto('/shorts?tab=Pranks');
    await expect(card(page, video.id)).toBeVisible();
    expect(await menuItems(card(page, video.id), video.title)).toEqual([
      'Boost',
      'Download',
      'Report',
    ]);

    const token = await signInToken(other);
    const update = await userRest(token, `videos?id=eq.${video.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Hijacked' }),
    });
    expect(update).toEqual({ status: 200, body: [] });
    const removal = await userRest(token, `videos?id=eq.${video.id}`, { method: 'DELETE' });
    expect(removal).toEqual({ status: 200, body: [] });
    const likeRemoval = await userRest(token, `video_likes?video_id=eq.${video.id}`, {
      method: 'DELETE',
    });
    expect(likeRemoval).toEqual({ status: 200, body: [] });
    expect(await storedVideo(video.id)).toMatchObject({ title: video.title, user_id: owner.id });
    expect(await likesOf(video.id)).toHaveLength(1);
  });

  test('in the Shorts grid the owner gets Edit (by creator hash); a visitor pressing it is asked to sign in', async ({
    page,
  }) => {
    const video = await seed('Gridded and mine', 'pranks');
    await page.goto('/shorts?tab=Pranks');
    await chooseOnCard(page, video, 'Edit');
    await expect(toasts(page).getByRole('alert')).toContainText(
      'Please sign in to edit your videos.',
    );
    await expect(authDialog(page, 'Sign In')).toContainText('Please sign in to edit your videos.');
    await page.keyboard.press('Escape');

    await signInThroughStorage(page, owner);
    await page.goto('/shorts?tab=Pranks');
    await chooseOnCard(page, video, 'Edit');
    await expect(
      page.getByRole('dialog', { name: 'Edit Video' }).getByLabel('Video Title'),
    ).toHaveValue(video.title);
  });
});
