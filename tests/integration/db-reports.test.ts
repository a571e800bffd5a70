import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  addPayoutMethod,
  anonActor,
  countOf,
  creditEarnings,
  insertVideo,
  makeAdmin,
  rowOf,
  serviceClient,
  userActor,
  userActors,
  type SignedInActor,
} from './support/db-actors.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 34 §2, called as a script would (supabase-js against /rest/v1): a report hides the video
// from its reporter in every read, 3 reporters hide it from everyone, the moderation queue and its
// actions (admins and moderators only, each audited), a ban's effects (videos, uploads, comments,
// payouts held), and the report rules (reason, own video, once, 20 an hour).
// 20261128110000..110300_*.sql.

interface FeedRow {
  id: string;
  promoted: boolean;
}

interface QueueVideo {
  id: string;
  moderation_status: string;
  uploader_id: string | null;
  uploader_name: string | null;
  uploader_email: string | null;
  uploader_banned: boolean;
  report_count: number;
  reasons: { reason: string; count: number }[];
  details: string[];
}

interface Queue {
  hide_after_reports: number;
  reports_per_hour: number;
  videos: QueueVideo[];
}

/** Every place a member's client reads videos, as the ids each answers. */
async function visibleIds(client: SupabaseClient, videoId: string) {
  const feed = await client.rpc('get_public_videos', { page_limit: 100 });
  const page = await client.rpc('get_public_videos_page', { page_limit: 100 });
  const category = await client.rpc('get_public_videos_page', {
    page_limit: 100,
    category: 'comedy',
  });
  const table = await client.from('videos').select('id').eq('id', videoId);
  for (const answer of [feed, page, category, table]) expect(answer.error).toBeNull();
  const ids = (rows: unknown) => (rows as FeedRow[]).map((row) => row.id).includes(videoId);
  return {
    feed: ids(feed.data),
    page: ids(page.data),
    category: ids(category.data),
    videoPage: ids(table.data),
  };
}

const EVERYWHERE = { feed: true, page: true, category: true, videoPage: true };
const NOWHERE = { feed: false, page: false, category: false, videoPage: false };

async function commentsSeen(client: SupabaseClient, videoId: string) {
  const list = await client.rpc('get_video_comments', { p_video_id: videoId });
  const summary = await client.rpc('get_comment_summary', { p_video_id: videoId });
  const table = await client.from('video_comments').select('id').eq('video_id', videoId);
  return {
    listed: (list.data as unknown[] | null)?.length ?? -1,
    summary: summary.data as { allowed: boolean; count: number },
    direct: (table.data as unknown[] | null)?.length ?? -1,
  };
}

const report = (
  actor: SignedInActor,
  videoId: string,
  reason: string | null = 'spam',
  details?: string,
) =>
  actor.client
    .from('video_reports')
    .insert({ video_id: videoId, reporter_id: actor.id, reason, ...(details ? { details } : {}) });

const auditRows = (stack: Stack, recordId: string) =>
  stack.gateway.db
    .query<{
      admin_user_id: string | null;
      table_name: string;
      new_values: Record<string, unknown>;
    }>(
      `select admin_user_id, table_name, new_values from public.admin_audit_log
        where record_id = $1 order by id`,
      [recordId],
    )
    .then((result) => result.rows);

describe.each(parityEngines)('reports and moderation on %s', (engine) => {
  let stack: Stack;
  let admin: SignedInActor;
  let moderator: SignedInActor;

  beforeAll(async () => {
    stack = await stackOn(engine);
    [admin, moderator] = await userActors(stack, ['admin', 'moderator']);
    await makeAdmin(stack, admin.id);
    await stack.gateway.db.query(
      `insert into public.user_roles (user_id, role) values ($1, 'moderator')`,
      [moderator.id],
    );
  });

  it('hides a reported video from its reporter in every list, its page and its comments, and from nobody else', async () => {
    const [creator, reporter, other] = await userActors(stack, ['creator', 'reporter', 'other']);
    const video = await insertVideo(stack, creator.id);
    const comment = await other.client.rpc('post_comment', {
      p_id: randomUUID(),
      p_video_id: video,
      p_body: 'Laughed so hard at this one',
    });
    expect(comment.error).toBeNull();
    expect(await visibleIds(reporter.client, video)).toEqual(EVERYWHERE);
    expect(await commentsSeen(reporter.client, video)).toEqual({
      listed: 1,
      summary: { allowed: true, count: 1 },
      direct: 1,
    });

    expect((await report(reporter, video, 'harassment', 'Mean to my friend')).error).toBeNull();

    expect(await visibleIds(reporter.client, video)).toEqual(NOWHERE);
    expect(await commentsSeen(reporter.client, video)).toEqual({
      listed: 0,
      summary: { allowed: false, count: 0 },
      direct: 0,
    });
    for (const client of [other.client, anonActor(stack).client])
      expect(await visibleIds(client, video)).toEqual(EVERYWHERE);
    expect((await commentsSeen(other.client, video)).listed).toBe(1);
    // The reporter reads their own report; the creator learns nothing of it.
    expect((await reporter.client.from('video_reports').select('reason')).data).toEqual([
      { reason: 'harassment' },
    ]);
    expect((await creator.client.from('video_reports').select('id')).data).toEqual([]);
  });

  it('does not promote a boosted video to the member who reported it', async () => {
    const [creator, reporter] = await userActors(stack, ['booster', 'reporter']);
    const video = await insertVideo(stack, creator.id);
    await stack.gateway.db.query(
      `update public.videos set is_boosted = true, boost_until = now() + interval '1 day' where id = $1`,
      [video],
    );
    const promoted = async (client: SupabaseClient) =>
      ((await client.rpc('get_public_videos', { page_limit: 12 })).data as FeedRow[])
        .filter((row) => row.promoted)
        .map((row) => row.id);
    try {
      expect(await promoted(reporter.client)).toEqual([video]);
      expect((await report(reporter, video)).error).toBeNull();
      expect(await promoted(reporter.client)).toEqual([]);
      expect(await promoted(anonActor(stack).client)).toEqual([video]);
    } finally {
      await stack.gateway.db.query(`update public.videos set is_boosted = false where id = $1`, [
        video,
      ]);
    }
  });

  it('hides a video from everyone once 3 members report it, pending review, recorded as automatic', async () => {
    const [creator, r1, r2, r3] = await userActors(stack, ['creator', 'r1', 'r2', 'r3']);
    const video = await insertVideo(stack, creator.id);
    const anon = anonActor(stack).client;
    expect((await report(r1, video, 'spam')).error).toBeNull();
    expect((await report(r2, video, 'misleading')).error).toBeNull();
    expect(await visibleIds(anon, video)).toEqual(EVERYWHERE);
    expect((await report(r3, video, 'spam')).error).toBeNull();
    expect(await visibleIds(anon, video)).toEqual(NOWHERE);
    expect(await visibleIds(admin.client, video)).toMatchObject({ feed: false, videoPage: true });
    // The creator still has it, waiting for review.
    const own = await creator.client.from('videos').select('moderation_status').eq('id', video);
    expect(own.data).toEqual([{ moderation_status: 'pending' }]);
    const audit = await auditRows(stack, video);
    expect(audit).toEqual([
      {
        admin_user_id: null,
        table_name: 'videos',
        new_values: { moderation_status: 'pending', moderation_reason: null, automatic: true },
      },
    ]);
  });

  it('shows the queue to admins and moderators only, with reasons, count, uploader and pending videos', async () => {
    const [creator, r1, r2, member] = await userActors(stack, ['queued', 'r1', 'r2', 'member']);
    const reported = await insertVideo(stack, creator.id, { title: 'Reported twice' });
    const held = await insertVideo(stack, creator.id, {
      title: 'Held by the rules',
      moderation_status: 'pending',
    });
    expect((await report(r1, reported, 'spam', 'Links to a scam site')).error).toBeNull();
    expect((await report(r2, reported, 'spam')).error).toBeNull();

    const refused = await member.client.rpc('admin_moderation_queue');
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Only admins and moderators can review reported videos.',
    });
    expect((await anonActor(stack).client.rpc('admin_moderation_queue')).error).not.toBeNull();

    for (const staff of [admin, moderator]) {
      const { data, error } = await staff.client.rpc('admin_moderation_queue');
      expect(error).toBeNull();
      const queue = data as Queue;
      expect(queue.hide_after_reports).toBe(3);
      expect(queue.reports_per_hour).toBe(20);
      expect(queue.videos.find((item) => item.id === reported)).toMatchObject({
        moderation_status: 'approved',
        report_count: 2,
        reasons: [{ reason: 'spam', count: 2 }],
        details: ['Links to a scam site'],
        uploader_id: creator.id,
        uploader_name: 'Test queued',
        uploader_email: creator.email,
        uploader_banned: false,
      });
      expect(queue.videos.find((item) => item.id === held)).toMatchObject({
        moderation_status: 'pending',
        report_count: 0,
        reasons: [],
      });
    }
  });

  it('restores a video (admins and moderators only): visible again, reports dismissed, audited', async () => {
    const [creator, r1, r2, r3, member] = await userActors(stack, [
      'creator',
      'r1',
      'r2',
      'r3',
      'member',
    ]);
    const video = await insertVideo(stack, creator.id);
    for (const reporter of [r1, r2, r3]) expect((await report(reporter, video)).error).toBeNull();

    const denied = await member.client.rpc('review_video', {
      p_video_id: video,
      p_decision: 'restore',
    });
    expect(denied.error).toMatchObject({ code: '42501' });
    expect(
      await rowOf(stack, 'select moderation_status from public.videos where id = $1', [video]),
    ).toEqual({ moderation_status: 'pending' });

    const restored = await moderator.client.rpc('review_video', {
      p_video_id: video,
      p_decision: 'restore',
    });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({
      success: true,
      moderation_status: 'approved',
      reports_closed: 3,
    });
    expect(await visibleIds(anonActor(stack).client, video)).toEqual(EVERYWHERE);
    // A reporter's own hide stays: they said they did not want to see it.
    expect(await visibleIds(r1.client, video)).toEqual(NOWHERE);
    expect(
      await countOf(
        stack,
        `select 1 from public.video_reports where video_id = $1 and status = 'dismissed'`,
        [video],
      ),
    ).toBe(3);
    const audit = await auditRows(stack, video);
    expect(audit).toContainEqual({
      admin_user_id: moderator.id,
      table_name: 'videos',
      new_values: {
        decision: 'restore',
        moderation_status: 'approved',
        reason: null,
        reports_closed: 3,
      },
    });
    // Out of the queue.
    const queue = (await admin.client.rpc('admin_moderation_queue')).data as Queue;
    expect(queue.videos.map((item) => item.id)).not.toContain(video);
  });

  it('removes a video with a reason the creator reads on it; no reason, no removal', async () => {
    const [creator, r1] = await userActors(stack, ['creator', 'r1']);
    const video = await insertVideo(stack, creator.id);
    expect((await report(r1, video, 'violence')).error).toBeNull();

    const noReason = await admin.client.rpc('review_video', {
      p_video_id: video,
      p_decision: 'remove',
      p_reason: '   ',
    });
    expect(noReason.error).toMatchObject({
      code: '22023',
      message: 'Give the creator a reason for the removal (at most 500 characters, no markup).',
    });
    const bogus = await admin.client.rpc('review_video', { p_video_id: video, p_decision: 'hide' });
    expect(bogus.error).toMatchObject({ code: '22023', message: 'Choose restore or remove.' });
    expect(
      await rowOf(stack, 'select moderation_status from public.videos where id = $1', [video]),
    ).toEqual({ moderation_status: 'approved' });

    const removed = await admin.client.rpc('review_video', {
      p_video_id: video,
      p_decision: 'remove',
      p_reason: 'Dangerous stunt that could hurt someone',
    });
    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject({
      success: true,
      moderation_status: 'rejected',
      message: 'Video removed.',
    });
    const own = await creator.client
      .from('videos')
      .select('moderation_status, moderation_reason')
      .eq('id', video);
    expect(own.data).toEqual([
      {
        moderation_status: 'rejected',
        moderation_reason: 'Dangerous stunt that could hurt someone',
      },
    ]);
    expect(await visibleIds(anonActor(stack).client, video)).toEqual(NOWHERE);
    // The creator cannot clear the verdict.
    await creator.client.from('videos').update({ moderation_reason: null }).eq('id', video);
    expect(
      await rowOf(stack, 'select moderation_reason from public.videos where id = $1', [video]),
    ).toEqual({ moderation_reason: 'Dangerous stunt that could hurt someone' });
    expect(await auditRows(stack, video)).toContainEqual({
      admin_user_id: admin.id,
      table_name: 'videos',
      new_values: {
        decision: 'remove',
        moderation_status: 'rejected',
        reason: 'Dangerous stunt that could hurt someone',
        reports_closed: 1,
      },
    });
  });

  it('bans an uploader: videos hidden, no uploads or comments, payouts held for review, audited', async () => {
    const [banned, fan] = await userActors(stack, ['banned', 'fan']);
    const [first, second] = [
      await insertVideo(stack, banned.id),
      await insertVideo(stack, banned.id),
    ];
    const fanVideo = await insertVideo(stack, fan.id);
    await creditEarnings(stack, banned.id, 60);
    await addPayoutMethod(stack, banned.id);
    const pending = await banned.client.rpc('request_payout', { p_amount: 10 });
    expect(pending.data).toMatchObject({ success: true });
    const approved = await banned.client.rpc('request_payout', { p_amount: 12 });
    await admin.client.rpc('review_payout', {
      p_payout_id: (approved.data as { payout_id: string }).payout_id,
      p_decision: 'approve',
    });
    const affiliate = await rowOf<{ id: string }>(
      stack,
      `insert into public.payout_requests (user_id, amount, source) values ($1, 15, 'affiliate') returning id`,
      [banned.id],
    );

    const byMember = await fan.client.rpc('ban_user', { p_user_id: banned.id, p_reason: 'Spam' });
    expect(byMember.error).toMatchObject({ code: '42501' });
    const noReason = await admin.client.rpc('ban_user', { p_user_id: banned.id, p_reason: '' });
    expect(noReason.error).toMatchObject({ code: '22023' });
    expect(
      await countOf(stack, 'select 1 from public.user_bans where user_id = $1', [banned.id]),
    ).toBe(0);
    const staff = await admin.client.rpc('ban_user', { p_user_id: moderator.id, p_reason: 'Spam' });
    expect(staff.error).toMatchObject({
      code: '42501',
      message: 'Admins and moderators cannot be banned: remove their role first.',
    });

    const ban = await moderator.client.rpc('ban_user', {
      p_user_id: banned.id,
      p_reason: 'Repeated scam links',
    });
    expect(ban.error).toBeNull();
    expect(ban.data).toMatchObject({ success: true, videos_hidden: 2, message: 'Member banned.' });
    for (const video of [first, second]) {
      expect(await visibleIds(anonActor(stack).client, video)).toEqual(NOWHERE);
      expect(
        await rowOf(
          stack,
          'select moderation_status, moderation_reason from public.videos where id = $1',
          [video],
        ),
      ).toEqual({ moderation_status: 'rejected', moderation_reason: 'Repeated scam links' });
    }
    expect(await auditRows(stack, banned.id)).toEqual([
      {
        admin_user_id: moderator.id,
        table_name: 'user_bans',
        new_values: {
          decision: 'ban',
          reason: 'Repeated scam links',
          videos_hidden: 2,
          already_banned: false,
        },
      },
    ]);
    // Their own ban row tells the app why.
    expect((await banned.client.from('user_bans').select('reason')).data).toEqual([
      { reason: 'Repeated scam links' },
    ]);
    const restore = await admin.client.rpc('review_video', {
      p_video_id: first,
      p_decision: 'restore',
    });
    expect(restore.error).toMatchObject({
      message: 'The uploader is banned: their videos stay hidden.',
    });

    // No uploads.
    const upload = await banned.client.from('videos').insert({
      id: `banned-${randomUUID().slice(0, 8)}`,
      title: 'Sneaking back in',
      video_url: 'https://cdn.example.com/sneak.webm',
      user_id: banned.id,
    });
    expect(upload.status).toBe(403);
    expect(upload.error).toMatchObject({
      code: '42501',
      message: 'Your account is suspended: you cannot upload videos.',
    });
    // No comments, by either path.
    const viaRpc = await banned.client.rpc('post_comment', {
      p_id: randomUUID(),
      p_video_id: fanVideo,
      p_body: 'Check out my site',
    });
    expect(viaRpc.error).toMatchObject({
      code: '42501',
      message: 'Your account is suspended: you cannot comment.',
    });
    const direct = await banned.client
      .from('video_comments')
      .insert({ video_id: fanVideo, user_id: banned.id, body: 'Check out my site' });
    expect(direct.error).toMatchObject({ code: '42501' });
    expect(
      await countOf(stack, 'select 1 from public.video_comments where user_id = $1', [banned.id]),
    ).toBe(0);

    // Payouts: nothing moves to approved or paid, old or new, earnings or affiliate; reject works.
    const held = 'This member is banned: their payouts are held for review.';
    const payoutOf = (answer: { data: unknown }) =>
      (answer.data as { payout_id: string }).payout_id;
    const fresh = await banned.client.rpc('request_payout', { p_amount: 10 });
    expect(fresh.data).toMatchObject({ success: true });
    for (const [id, decision] of [
      [payoutOf(pending), 'approve'],
      [payoutOf(fresh), 'approve'],
      [payoutOf(approved), 'mark_paid'],
      [affiliate!.id, 'approve'],
    ] as const) {
      const answer = await admin.client.rpc('review_payout', {
        p_payout_id: id,
        p_decision: decision,
      });
      expect(answer.data).toMatchObject({ success: false, message: held });
    }
    const service = await serviceClient(stack)
      .from('payout_requests')
      .update({ status: 'completed' })
      .eq('id', payoutOf(approved));
    expect(service.error).toMatchObject({ message: held });
    expect(
      await countOf(
        stack,
        `select 1 from public.payout_requests where user_id = $1 and status in ('pending', 'approved')`,
        [banned.id],
      ),
    ).toBe(4);
    const rejected = await admin.client.rpc('review_payout', {
      p_payout_id: payoutOf(fresh),
      p_decision: 'reject',
      p_reason: 'Account banned for scam links',
    });
    expect(rejected.data).toMatchObject({ success: true, status: 'rejected' });

    // A second ban changes nothing and says so.
    const again = await admin.client.rpc('ban_user', { p_user_id: banned.id, p_reason: 'Again' });
    expect(again.data).toMatchObject({
      videos_hidden: 0,
      message: 'This member was already banned.',
    });
  });

  it('requires a valid reason, refuses your own video and a second report, writing nothing', async () => {
    const [creator, reporter] = await userActors(stack, ['creator', 'reporter']);
    const video = await insertVideo(stack, creator.id);
    const reasonMessage =
      'Please choose a reason for your report: spam, nudity, violence, harassment, hate, copyright, misleading or other.';
    for (const reason of [null, '', 'boring', 'SPAM']) {
      const answer = await report(reporter, video, reason);
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: '22023', message: reasonMessage });
    }
    const markup = await report(reporter, video, 'other', '<img src=x onerror=alert(1)>');
    expect(markup.error).toMatchObject({
      code: '22023',
      message: 'Report details must be at most 1000 characters, without markup.',
    });
    const long = await report(reporter, video, 'other', 'x'.repeat(1001));
    expect(long.error).toMatchObject({ code: '22023' });
    const own = await report(creator, video, 'spam');
    expect(own.error).toMatchObject({
      code: '42501',
      message: 'You cannot report your own video.',
    });
    expect(
      await countOf(stack, 'select 1 from public.video_reports where video_id = $1', [video]),
    ).toBe(0);

    expect((await report(reporter, video, 'copyright')).error).toBeNull();
    const twice = await report(reporter, video, 'spam');
    expect(twice.error).toMatchObject({
      code: '23505',
      message: 'You have already reported this video.',
    });
    expect(
      await countOf(stack, 'select 1 from public.video_reports where video_id = $1', [video]),
    ).toBe(1);
    // A video already held for review may still be reported (a report racing the 3rd); a removed
    // or unknown one may not.
    const held = await insertVideo(stack, creator.id, { moderation_status: 'pending' });
    expect((await report(reporter, held, 'spam')).error).toBeNull();
    const removed = await insertVideo(stack, creator.id, { moderation_status: 'rejected' });
    for (const gone of [removed, 'no-such-video'])
      expect((await report(reporter, gone, 'spam')).error).toMatchObject({
        message: 'Video not found',
      });
    // Someone else's name on a report is refused.
    const forged = await reporter.client.from('video_reports').insert({
      video_id: await insertVideo(stack, creator.id),
      reporter_id: creator.id,
      reason: 'spam',
    });
    expect(forged.error).toMatchObject({ code: '42501' });
  });

  it('allows 20 reports an hour per member: the 21st is HTTP 429 and writes nothing', async () => {
    const [creator, reporter] = await userActors(stack, ['prolific', 'reporter']);
    const videos: string[] = [];
    for (let i = 0; i < 21; i += 1) videos.push(await insertVideo(stack, creator.id));
    for (const video of videos.slice(0, 20))
      expect((await report(reporter, video, 'other')).error).toBeNull();
    const over = await report(reporter, videos[20]!, 'other');
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({
      code: 'PT429',
      message: 'You have sent too many reports. Please try again in an hour.',
    });
    expect(
      await countOf(stack, 'select 1 from public.video_reports where reporter_id = $1', [
        reporter.id,
      ]),
    ).toBe(20);
    // An hour later the member may report again.
    await stack.gateway.db.query(
      `update public.video_reports set created_at = now() - interval '61 minutes' where reporter_id = $1`,
      [reporter.id],
    );
    expect((await report(reporter, videos[20]!, 'other')).error).toBeNull();
  });
});

describe('reports under concurrency on real Postgres', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it('30 simultaneous reports by one member: exactly 20 written, 10 refused with 429', async () => {
    const [creator, reporter] = await Promise.all([
      userActor(stack, 'creator'),
      userActor(stack, 'reporter'),
    ]);
    await stack.gateway.db.query(
      `insert into public.videos (id, title, video_url, user_id)
       select 'race-' || n || '-' || left($1::text, 8), 'Race video', 'https://cdn.example.com/race.webm', $1::uuid
         from generate_series(1, 30) n`,
      [creator.id],
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        report(reporter, `race-${n + 1}-${creator.id.slice(0, 8)}`, 'spam'),
      ),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect(
      await countOf(stack, 'select 1 from public.video_reports where reporter_id = $1', [
        reporter.id,
      ]),
    ).toBe(20);
  });

  it('12 members reporting one video at once: hidden once, by the 3rd report', async () => {
    const creator = await userActor(stack, 'creator');
    // Made a few at a time: 30 sign-ups at once time out on a busy runner's Auth pool.
    const reporters: SignedInActor[] = [];
    for (let n = 0; n < 12; n += 4)
      reporters.push(
        ...(await userActors(stack, [`r${n}`, `r${n + 1}`, `r${n + 2}`, `r${n + 3}`])),
      );
    const video = await insertVideo(stack, creator.id);
    const answers = await Promise.all(reporters.map((reporter) => report(reporter, video, 'hate')));
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(12);
    expect(
      await rowOf(stack, 'select moderation_status from public.videos where id = $1', [video]),
    ).toEqual({ moderation_status: 'pending' });
    expect(
      await countOf(stack, 'select 1 from public.admin_audit_log where record_id = $1', [video]),
    ).toBe(1);
  });

  it('3 members reporting a video at once hide it', async () => {
    const creator = await userActor(stack, 'creator');
    const reporters = await Promise.all(['a', 'b', 'c'].map((name) => userActor(stack, name)));
    for (let round = 0; round < 5; round += 1) {
      const video = await insertVideo(stack, creator.id);
      await Promise.all(reporters.map((reporter) => report(reporter, video, 'spam')));
      expect(
        await rowOf(stack, 'select moderation_status from public.videos where id = $1', [video]),
      ).toEqual({ moderation_status: 'pending' });
    }
  });
});
