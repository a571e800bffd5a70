import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { commentsButton } from './support/app';
import { createUser, mailTo, serviceRest, uniqueEmail, type TestUser } from './support/backend';
import { premiumMember } from './support/earnings';
import {
  expectPlaying,
  likeButton,
  likesOf,
  removeVideos,
  seedVideo,
  toasts,
  type SeededVideo,
} from './support/videos';
import {
  closeAppAndSync,
  expectQueued,
  expectSentOnce,
  expectTrayEmpty,
  openAppAt,
} from './support/worker-sync';

// Issue 36: the service worker sends every outbox kind with every app page closed. Each test
// queues one action offline in the real UI, closes every app page (a blank page stays), brings the
// network back and fires Background Sync's 'outbox' event (as submit-background-sync.spec.ts does
// for a submission); the server holds the action exactly once before the app is opened again, a
// second sync changes nothing, and the app then opens with nothing waiting.

let uploader: TestUser;
const seeded: SeededVideo[] = [];

test.beforeAll(async () => {
  uploader = await createUser({ fullName: 'Worker Sync Uploader' });
});

test.afterAll(async () => {
  await removeVideos(seeded);
});

/** A fresh clip of `uploader`, a day old (out of the other specs' lists). */
async function clip(owner: TestUser = uploader): Promise<SeededVideo> {
  const video = await seedVideo(owner, { offsetSeconds: -86_400 });
  seeded.push(video);
  return video;
}

const viewsOf = (video: SeededVideo) =>
  serviceRest<Array<{ user_id: string }>>(`video_views?select=user_id&video_id=eq.${video.id}`);

/**
 * The video's page, signed in. Its watch starts online and is counted before a test goes offline
 * (or else the watch would queue a view of its own); the view test makes it get no answer.
 */
async function openVideo(
  page: Page,
  user: TestUser,
  video: SeededVideo,
  { viewCounted = true } = {},
): Promise<void> {
  await openAppAt(page, user, `/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expectPlaying(page, page.getByTestId('video-player'));
  if (viewCounted) await expect.poll(() => viewsOf(video)).toHaveLength(1);
}

const likeRowsBy = async (video: SeededVideo, user: TestUser) =>
  (await likesOf(video.id)).filter((row) => row.user_id === user.id);

/** Likes offline on the video's page: the heart shows pending. */
async function likeOffline(page: Page, video: SeededVideo): Promise<void> {
  await page.context().setOffline(true);
  const heart = likeButton(page, video.title);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByTestId('like-pending')).toBeVisible();
}

/** Reopened: the like shows as sent (pressed, the server's count, no clock). */
async function expectLikeSent(page: Page, video: SeededVideo): Promise<void> {
  const heart = page.getByRole('button', { name: `Unlike ${video.title}, 1 like`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('like-pending')).toHaveCount(0);
}

test.describe('Background Sync sends every kind with no page open', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a like', async ({ page, context }) => {
    const [member, video] = await Promise.all([createUser({ fullName: 'Closed Liker' }), clip()]);
    await openVideo(page, member, video);
    await likeOffline(page, video);
    // Offline the device cannot tell whether the member is Premium: the like's earning is queued
    // too and the server decides (src/app/earnings/earn-from-activity.ts).
    await expectQueued(page, ['record-earning', 'set-like']);

    const app = await closeAppAndSync(context, page);
    const read = () => likeRowsBy(video, member);
    await expectSentOnce(app, read);
    // Counts are folded into the video row every second (design §3.18): poll, do not read once.
    await expect
      .poll(
        async () =>
          (
            await serviceRest<Array<{ likes_count: number }>>(
              `videos?select=likes_count&id=eq.${video.id}`,
            )
          )[0]!.likes_count,
      )
      .toBe(1);

    const reopened = await app.reopen(`/video/${video.id}`);
    await expectLikeSent(reopened, video);
    await expectTrayEmpty(reopened, read);
  });

  test("a Premium member's earning counts when the action happened", async ({ page, context }) => {
    const [member, video] = await Promise.all([premiumMember('Closed Earner'), clip()]);
    await openVideo(page, member, video);
    const before = Date.now();
    await likeOffline(page, video);
    await expectQueued(page, ['record-earning', 'set-like']);
    const after = Date.now();

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ category: string; video_id: string; occurred_at: string }>>(
        `user_earnings?select=category,video_id,occurred_at&user_id=eq.${member.id}`,
      );
    const earning = await expectSentOnce(app, read);
    expect(earning).toMatchObject({ category: 'like', video_id: video.id });
    // Stamped on the device when the member liked, not when the worker sent it.
    const occurred = Date.parse(earning.occurred_at);
    expect(occurred).toBeGreaterThanOrEqual(before);
    expect(occurred).toBeLessThanOrEqual(after);
    expect(await likeRowsBy(video, member)).toHaveLength(1);

    const reopened = await app.reopen(`/video/${video.id}`);
    await expectLikeSent(reopened, video);
    await expectTrayEmpty(reopened, read);
  });

  test('a comment', async ({ page, context }) => {
    const [member, video] = await Promise.all([
      createUser({ fullName: 'Closed Commenter' }),
      clip(),
    ]);
    const body = `Written before the tunnel ${randomUUID().slice(0, 6)}`;
    await openVideo(page, member, video);
    await commentsButton(page, video.title).click();
    const sheet = page.getByRole('dialog', { name: 'Comments' });
    await expect(sheet.getByText('No comments yet. Be the first!')).toBeVisible();
    await context.setOffline(true);
    await sheet.getByLabel('Add a comment').fill(body);
    await sheet.getByRole('button', { name: 'Post' }).click();
    await expect(sheet.getByTestId('comment-pending')).toBeVisible();
    // A comment of five words or more earns: its earning is queued too (the server decides).
    await expectQueued(page, ['post-comment', 'record-earning']);

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ body: string; user_id: string }>>(
        `video_comments?select=body,user_id&video_id=eq.${video.id}`,
      );
    expect(await expectSentOnce(app, read)).toEqual({ body, user_id: member.id });

    const reopened = await app.reopen(`/video/${video.id}`);
    await commentsButton(reopened, video.title).click();
    const again = reopened.getByRole('dialog', { name: 'Comments' });
    await expect(again.getByRole('listitem').filter({ hasText: body })).toContainText(
      'Closed Commenter',
    );
    await expect(again.getByTestId('comment-pending')).toHaveCount(0);
    await again.getByRole('button', { name: 'Close' }).click();
    await expectTrayEmpty(reopened, read);
  });

  test("a visitor's challenge e-mail opt-in", async ({ page, context }) => {
    const email = uniqueEmail('worker-optin');
    await openAppAt(page, null, '/');
    const optIn = page.getByRole('region', { name: 'Never miss a challenge' });
    // The opt-in loads as the visitor scrolls near it.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(optIn).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await context.setOffline(true);
    await optIn.getByLabel('Email').fill(email);
    await optIn.getByRole('button', { name: 'Notify me' }).click();
    await expect(optIn.getByRole('alert')).toContainText('Saved on this device');
    await expectQueued(page, ['challenge-opt-in']);

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ email: string }>>(
        `challenge_email_optins?select=email&email=eq.${encodeURIComponent(email)}`,
      );
    await expectSentOnce(app, read);
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(1);
    expect((await mailTo(email))[0]!.subject).toMatch(/weekly challenge alerts/);

    const reopened = await app.reopen('/about-us');
    await expectTrayEmpty(reopened, read);
    expect(await mailTo(email)).toHaveLength(1);
  });

  test('a Premium group post', async ({ page, context }) => {
    const member = await premiumMember('Closed Sharer');
    const link = `https://youtu.be/worker-${randomUUID().slice(0, 8)}`;
    await openAppAt(page, member, '/premium-group');
    await expect(page.getByLabel('Video URL')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading posts…')).toHaveCount(0);
    await context.setOffline(true);
    await page.getByLabel('Video URL').fill(link);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: link })).toContainText(
      'Waiting to post',
    );
    await expectQueued(page, ['share-premium-post']);

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ video_url: string }>>(
        `premium_posts?select=video_url&user_id=eq.${member.id}`,
      );
    expect(await expectSentOnce(app, read)).toEqual({ video_url: link });

    const reopened = await app.reopen('/premium-group');
    const post = reopened.getByRole('listitem').filter({ hasText: link });
    await expect(post).toBeVisible({ timeout: 30_000 });
    await expect(post).not.toContainText('Waiting to post');
    await expectTrayEmpty(reopened, read);
  });

  test("a visitor's contact message", async ({ page, context }) => {
    const email = uniqueEmail('worker-contact');
    await openAppAt(page, null, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toBeVisible();
    await context.setOffline(true);
    await form.getByLabel('Name').fill('Closed Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Sent from the train');
    await form.getByLabel('Message').fill('This message waited for the network to come back.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page)).toContainText('Message saved');
    await expectQueued(page, ['send-contact-message']);

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ name: string; subject: string; user_id: string | null }>>(
        `contact_messages?select=name,subject,user_id&email=eq.${encodeURIComponent(email)}`,
      );
    expect(await expectSentOnce(app, read)).toEqual({
      name: 'Closed Visitor',
      subject: 'Sent from the train',
      user_id: null,
    });

    await expectTrayEmpty(await app.reopen('/about-us'), read);
  });

  test("a block of a video's uploader", async ({ page, context }) => {
    const [member, pest] = await Promise.all([
      createUser({ fullName: 'Closed Blocker' }),
      createUser({ fullName: 'Closed Pest' }),
    ]);
    const video = await clip(pest);
    await openVideo(page, member, video);
    await context.setOffline(true);
    await page.getByRole('button', { name: `More options for ${video.title}` }).click();
    await page.getByRole('menuitem', { name: 'Block Uploader' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block this uploader?' });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Video hidden' })).toBeVisible();
    await expectQueued(page, ['block-user']);

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ blocked_id: string }>>(
        `user_blocks?select=blocked_id&blocker_id=eq.${member.id}`,
      );
    expect(await expectSentOnce(app, read)).toEqual({ blocked_id: pest.id });

    const reopened = await app.reopen(`/video/${video.id}`);
    // The server no longer serves the uploader's video to this member. (A page that sent the
    // block itself knows the video and says 'Video hidden'; a fresh page only hears nothing.)
    await expect(reopened.getByRole('heading', { level: 1 })).toHaveText(
      /^(Video hidden|Video Not Found)$/,
      { timeout: 30_000 },
    );
    await expectTrayEmpty(reopened, read);
  });

  test('a report of a video', async ({ page, context }) => {
    const [member, video] = await Promise.all([
      createUser({ fullName: 'Closed Reporter' }),
      clip(),
    ]);
    await openVideo(page, member, video);
    await context.setOffline(true);
    await page.getByRole('button', { name: `More options for ${video.title}` }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Video' });
    await dialog.getByRole('radio', { name: 'Copyright infringement' }).check();
    await dialog.getByLabel('Details (optional)').fill('Reported with no signal');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expect(toasts(page)).toContainText('Report Saved');
    await expectQueued(page, ['report-video']);

    const app = await closeAppAndSync(context, page);
    const read = () =>
      serviceRest<Array<{ reason: string; details: string; video_id: string }>>(
        `video_reports?select=reason,details,video_id&reporter_id=eq.${member.id}`,
      );
    expect(await expectSentOnce(app, read)).toEqual({
      reason: 'copyright',
      details: 'Reported with no signal',
      video_id: video.id,
    });

    const reopened = await app.reopen(`/video/${video.id}`);
    await expect(
      reopened.getByText('You reported this video, so it is hidden for you.'),
    ).toBeVisible({ timeout: 30_000 });
    await expectTrayEmpty(reopened, read);
  });

  test('a view whose count got no answer', async ({ page, context }) => {
    const [member, video] = await Promise.all([createUser({ fullName: 'Closed Viewer' }), clip()]);
    // The watch starts while the view's call gets no answer (the network drops as it plays): the
    // view is queued with its time, as a watch started offline is.
    await page.route('**/rest/v1/rpc/record_view', (route) => route.abort('internetdisconnected'));
    await openVideo(page, member, video, { viewCounted: false });
    await expectQueued(page, ['record-view']);
    await context.setOffline(true);

    const app = await closeAppAndSync(context, page);
    const read = () => viewsOf(video);
    expect(await expectSentOnce(app, read)).toEqual({ user_id: member.id });
    // Counts are folded into the video row every second (design §3.18): poll, do not read once.
    await expect
      .poll(
        async () =>
          (await serviceRest<Array<{ views: number }>>(`videos?select=views&id=eq.${video.id}`))[0]!
            .views,
      )
      .toBe(1);

    await expectTrayEmpty(await app.reopen('/about-us'), read);
  });
});
