import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axe, commentsButton } from './support/app';
import { createUser, serviceRest, type TestUser } from './support/backend';
import { signInThroughStorage } from './support/submit';
import { card, removeVideos, seedVideo, toasts, type SeededVideo } from './support/videos';

// Issue 34 §3, the block journey against the real local stack: a member blocks an uploader from
// one of their videos' More menu; the uploader's other videos leave the Shorts grid and their
// comments leave another video's sheet; the block is on the server (sent through the outbox);
// unblocked from the account menu's Blocked Users, both come back. Dance clips just below the
// lists spec's times, as in videos-report.spec.ts.

const seeded: SeededVideo[] = [];

test.afterAll(async () => {
  await removeVideos(seeded);
});

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Comments' });

async function openComments(page: Page, video: SeededVideo): Promise<void> {
  await page.goto(`/video/${video.id}`);
  await commentsButton(
    page.getByRole('group', { name: `Actions for ${video.title}` }),
    video.title,
  ).click();
  await expect(sheet(page).getByText('Friendly hello from next door')).toBeVisible();
}

async function comment(author: TestUser, video: SeededVideo, body: string): Promise<void> {
  await serviceRest('video_comments', {
    method: 'POST',
    body: JSON.stringify({ video_id: video.id, user_id: author.id, body }),
  });
}

test('a member blocks an uploader: their videos and comments are gone for them; unblocked, they come back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [pest, neighbour, member] = await Promise.all([
    createUser({ fullName: 'Pesky Uploader' }),
    createUser({ fullName: 'Friendly Uploader' }),
    createUser({ fullName: 'Blocking Viewer' }),
  ]);
  const stamp = Date.now().toString(36);
  const pestClip = await seedVideo(pest, {
    title: `Pesky dance ${stamp}`,
    category: 'dance',
    offsetSeconds: 3440,
  });
  const pestOther = await seedVideo(pest, {
    title: `Another pesky dance ${stamp}`,
    category: 'dance',
    offsetSeconds: 3439,
  });
  const neighbourClip = await seedVideo(neighbour, {
    title: `Friendly dance ${stamp}`,
    category: 'dance',
    offsetSeconds: 3438,
  });
  seeded.push(pestClip, pestOther, neighbourClip);
  await comment(pest, neighbourClip, 'Pesky says: buy my followers');
  await comment(neighbour, neighbourClip, 'Friendly hello from next door');

  await page.goto('/about-us');
  await signInThroughStorage(page, member);
  await openComments(page, neighbourClip);
  await expect(sheet(page).getByText('Pesky says: buy my followers')).toBeVisible();

  // Block from the uploader's video: its page says so at once.
  await page.goto(`/video/${pestClip.id}`);
  await page.getByRole('button', { name: `More options for ${pestClip.title}` }).click();
  await page.getByRole('menuitem', { name: 'Block Uploader' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block this uploader?' });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toasts(page)).toContainText('Uploader blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Video hidden' })).toBeVisible();
  // Sent through the outbox.
  await expect
    .poll(async () =>
      (
        await serviceRest<Array<{ blocked_id: string }>>(
          `user_blocks?select=blocked_id&blocker_id=eq.${member.id}`,
        )
      ).map((row) => row.blocked_id),
    )
    .toEqual([pest.id]);

  // Their other video and their comment are gone for this member.
  await page.goto('/shorts?tab=Dance');
  await expect(card(page, neighbourClip.id)).toBeVisible();
  await expect(card(page, pestOther.id)).toHaveCount(0);
  await openComments(page, neighbourClip);
  await expect(sheet(page).getByText('Pesky says: buy my followers')).toHaveCount(0);
  await sheet(page).getByRole('button', { name: 'Close' }).click();

  // Unblocked from the account menu: everything is back.
  await page.getByRole('banner').getByRole('button', { name: 'Account: Blocking Viewer' }).click();
  await page.getByRole('button', { name: 'Blocked Users' }).click();
  const blocked = page.getByRole('dialog', { name: 'Blocked Users' });
  await expect(blocked.getByRole('button', { name: 'Unblock Pesky Uploader' })).toBeVisible();
  const audit = await axe(page).include('dialog[open]').analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  await blocked.getByRole('button', { name: 'Unblock Pesky Uploader' }).click();
  await expect(toasts(page)).toContainText('Pesky Uploader is unblocked');
  await expect(blocked.getByText('You haven’t blocked anyone.')).toBeVisible();
  expect(await serviceRest<unknown[]>(`user_blocks?select=id&blocker_id=eq.${member.id}`)).toEqual(
    [],
  );
  await page.goto('/shorts?tab=Dance');
  await expect(card(page, pestOther.id)).toBeVisible();
  await openComments(page, neighbourClip);
  await expect(sheet(page).getByText('Pesky says: buy my followers')).toBeVisible();
});
