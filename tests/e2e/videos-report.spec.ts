import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axe } from './support/app';
import { createUser, serviceRest, type TestUser } from './support/backend';
import { grantAdmin } from './support/challenges';
import { signInThroughStorage } from './support/submit';
import { card, removeVideos, seedVideo, toasts, type SeededVideo } from './support/videos';

// Issue 34 §2, the report journey against the real local stack: a member reports a video from
// its Shorts card; it leaves their screens at once and stays gone after a reload (the server
// leaves it out too); an admin finds it in the moderation queue with its reason and removes it
// with a reason; its creator sees 'Policy Violation' with that reason on it in My Videos.
// The clips are Dance videos just below the lists spec's times (it counts on its own rows being
// the newest), so they are among the 50 newest the Shorts feed fetches.

const seeded: SeededVideo[] = [];

test.afterAll(async () => {
  await removeVideos(seeded);
});

const queue = (page: Page) => page.getByRole('region', { name: 'Reported Videos' });

async function signInAs(page: Page, user: TestUser, path: string): Promise<void> {
  await page.goto('/about-us');
  await signInThroughStorage(page, user);
  await page.goto(path);
}

test('a member reports a video: hidden for them at once; an admin removes it from the queue; its creator sees Policy Violation', async ({
  page,
}) => {
  // Three sign-ins, a report, a queue decision and their reloads: ~25 s on a quiet runner.
  test.setTimeout(90_000);
  const [creator, reporter, admin] = await Promise.all([
    createUser({ fullName: 'Reported Creator' }),
    createUser({ fullName: 'Careful Reporter' }),
    createUser({ fullName: 'Moderating Admin' }),
  ]);
  await grantAdmin(admin);
  const stamp = Date.now().toString(36);
  const reported = await seedVideo(creator, {
    title: `Reported dance ${stamp}`,
    category: 'dance',
    offsetSeconds: 3450,
  });
  const untouched = await seedVideo(creator, {
    title: `Untouched dance ${stamp}`,
    category: 'dance',
    offsetSeconds: 3449,
  });
  seeded.push(reported, untouched);

  await signInAs(page, reporter, '/shorts?tab=Dance');
  await expect(card(page, reported.id)).toBeVisible();
  await page.getByRole('button', { name: `More options for ${reported.title}` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Video' });
  await dialog.getByRole('radio', { name: 'Copyright infringement' }).check();
  await dialog.getByLabel('Details (optional)').fill('My own choreography, copied');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(toasts(page)).toContainText('Report Sent');
  // Gone from this member's grid at once, the rest of it still there.
  await expect(card(page, reported.id)).toHaveCount(0);
  await expect(card(page, untouched.id)).toBeVisible();
  // And after a reload, and on its own page.
  await page.reload();
  await expect(card(page, untouched.id)).toBeVisible();
  await expect(card(page, reported.id)).toHaveCount(0);
  await page.goto(`/video/${reported.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Video hidden' })).toBeVisible();
  await expect(page.getByText('You reported this video, so it is hidden for you.')).toBeVisible();

  // The admin's moderation queue: the video, its reason and count, its uploader, and the rule.
  await signInAs(page, admin, '/admin-setup');
  await expect(queue(page)).toContainText(
    'A video reported by 3 different members is hidden from everyone until a moderator reviews it.',
  );
  const item = queue(page).getByRole('listitem', { name: reported.title });
  await expect(item).toContainText('1 report');
  await expect(item).toContainText('Copyright infringement × 1');
  await expect(item).toContainText('My own choreography, copied');
  await expect(item).toContainText('Reported Creator');
  await expect(item).toContainText('Visible, reported');
  const audit = await axe(page)
    .include('section[aria-labelledby="moderation-queue-heading"]')
    .analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  await item.getByRole('button', { name: 'Remove' }).click();
  await item.getByLabel('Reason for the creator').fill('Uses someone else’s choreography');
  await item.getByRole('button', { name: 'Confirm Removal' }).click();
  await expect(toasts(page)).toContainText('Video removed.');
  await expect(queue(page).getByRole('listitem', { name: reported.title })).toHaveCount(0);
  const [stored] = await serviceRest<Array<{ moderation_status: string }>>(
    `videos?select=moderation_status&id=eq.${reported.id}`,
  );
  expect(stored?.moderation_status).toBe('rejected');

  // Its creator sees the verdict on it in My Videos.
  await signInAs(page, creator, '/my-videos');
  const mine = page.locator(`[data-testid="my-video-card"][data-video-id="${reported.id}"]`);
  await expect(mine.getByTestId('moderation-notice')).toContainText('Policy Violation');
  await expect(mine.getByTestId('moderation-notice')).toContainText(
    'Uses someone else’s choreography',
  );
  await expect(
    page
      .locator(`[data-testid="my-video-card"][data-video-id="${untouched.id}"]`)
      .getByTestId('moderation-notice'),
  ).toHaveCount(0);
});
