import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  insertVideo,
  makePremium,
  rowOf,
  userActors,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface AuditRow {
  admin_user_id: string | null;
  action: string;
  table_name: string;
  record_id: string | null;
  new_values: Record<string, unknown> | null;
}

const challenge = (overrides: Record<string, unknown> = {}) => ({
  title: 'Best Sneeze',
  description: 'Show us your loudest sneeze',
  start_date: new Date(Date.now() - 3600_000).toISOString(),
  end_date: new Date(Date.now() + 6 * 86400_000).toISOString(),
  ...overrides,
});

describe.each(engines)('roles, audit and moderation on %s', (engine) => {
  let stack: Stack;
  let first: SignedInActor;
  let second: SignedInActor;
  let outsider: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [first, second, outsider] = await userActors(stack, ['first', 'second', 'outsider']);
  });
  afterAll(() => stack?.stop());

  const audit = async (table: string) =>
    (
      await stack.gateway.db.query<AuditRow>(
        `select admin_user_id::text, action, table_name, record_id, new_values from public.admin_audit_log where table_name = $1 order by id`,
        [table],
      )
    ).rows;

  it('makes the first claimant admin and refuses every later claim', async () => {
    expect((await stack.client().rpc('claim_first_admin')).error?.code).toBe('42501');
    const won = await first.client.rpc('claim_first_admin');
    expect(won).toMatchObject({ error: null, data: { success: true, role: 'admin' } });
    const lost = await second.client.rpc('claim_first_admin');
    expect(lost.error).toMatchObject({
      code: '42501',
      message: 'An admin already exists. Ask an existing admin to grant you access.',
    });
    const { data } = await first.client
      .from('user_roles')
      .select('role')
      .eq('user_id', first.id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(data).toEqual({ role: 'admin' });
    expect(await audit('user_roles')).toEqual([
      expect.objectContaining({
        admin_user_id: first.id,
        action: 'INSERT',
        new_values: expect.objectContaining({ role: 'admin' }),
      }),
    ]);
  });

  it('lets only admins grant admin by email, with the spec message for unknown users', async () => {
    const denied = await outsider.client.rpc('grant_admin_by_email', { p_email: outsider.email });
    expect(denied.error).toMatchObject({
      code: '42501',
      message: 'Only admins can grant admin access.',
    });
    const unknown = await first.client.rpc('grant_admin_by_email', {
      p_email: 'nobody@example.com',
    });
    expect(unknown.error?.message).toBe('Failed to assign admin role. Make sure the user exists.');
    const blank = await first.client.rpc('grant_admin_by_email', { p_email: '  ' });
    expect(blank.error?.message).toBe('Please enter an email address');
    const granted = await first.client.rpc('grant_admin_by_email', {
      p_email: second.email.toUpperCase(),
    });
    expect(granted).toMatchObject({ error: null, data: { success: true, email: second.email } });
    expect(
      (await first.client.rpc('grant_admin_by_email', { p_email: second.email })).error,
    ).toBeNull();
    expect(await countOf(stack, `select 1 from public.user_roles where role = 'admin'`)).toBe(2);
    const selfGrant = await outsider.client
      .from('user_roles')
      .insert({ user_id: outsider.id, role: 'admin' });
    expect(selfGrant.error?.code).toBe('42501');
  });

  it('audits every admin write to challenges, and refuses them to everyone else', async () => {
    const created = await first.client
      .from('challenges')
      .insert(challenge())
      .select('id, is_active')
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string; is_active: boolean }).id;
    expect(created.data).toMatchObject({ is_active: true });
    expect(
      (await first.client.from('challenges').update({ title: 'Best Sneeze Ever' }).eq('id', id))
        .error,
    ).toBeNull();
    expect((await outsider.client.from('challenges').insert(challenge())).error?.code).toBe(
      '42501',
    );
    expect((await first.client.from('challenges').delete().eq('id', id)).error).toBeNull();
    expect(
      (await audit('challenges')).map((row) => [row.admin_user_id, row.action, row.record_id]),
    ).toEqual([
      [first.id, 'INSERT', id],
      [first.id, 'UPDATE', id],
      [first.id, 'DELETE', id],
    ]);
    const forged = await first.client
      .from('admin_audit_log')
      .insert({ admin_user_id: first.id, action: 'INSERT', table_name: 'x' });
    expect(forged.error?.code).toBe('42501');
  });

  it.each([
    ['an end before the start', challenge({ end_date: '2020-01-01T00:00:00Z' }), '23514'],
    ['a script tag', challenge({ description: '<script>alert(1)</script>' }), '23514'],
    ['a javascript: scheme', challenge({ title: 'javascript:alert(1)' }), '23514'],
    ['an inline handler', challenge({ description: 'hello onmouseover=steal()' }), '23514'],
    ['an html data url', challenge({ description: 'see data:text/html;base64,xx' }), '23514'],
    ['a title over 1000 characters', challenge({ title: 't'.repeat(1001) }), '23514'],
    ['a non-http affiliate url', challenge({ affiliate_url: 'ftp://example.com' }), '23514'],
    ['a missing description', challenge({ description: null }), '23502'],
    ['a date that is not a date', challenge({ start_date: 'tomorrow-ish' }), '22007'],
  ])('refuses a challenge with %s', async (_label, row, code) => {
    const before = await countOf(stack, 'select 1 from public.challenges');
    expect((await first.client.from('challenges').insert(row)).error?.code).toBe(code);
    expect(await countOf(stack, 'select 1 from public.challenges')).toBe(before);
  });

  it('allows one entry per user per challenge, of their own video, while it runs', async () => {
    const running = (
      await first.client.from('challenges').insert(challenge()).select('id').single()
    ).data as { id: string };
    const ended = (
      await first.client
        .from('challenges')
        .insert(
          challenge({
            start_date: '2020-01-01T00:00:00Z',
            end_date: '2020-01-08T00:00:00Z',
          }),
        )
        .select('id, is_active')
        .single()
    ).data as { id: string; is_active: boolean };
    expect(ended.is_active).toBe(false);
    const mine = await insertVideo(stack, outsider.id);
    const another = await insertVideo(stack, outsider.id);
    const theirs = await insertVideo(stack, second.id);
    // enter_challenge is the one way in (20261125150000_challenge_entry_tickets.sql); the deadline
    // and ticket rules are tested in db-challenges.test.ts.
    const enter = (challengeId: string, videoId: string) =>
      outsider.client.rpc('enter_challenge', { p_challenge_id: challengeId, p_video_id: videoId });
    const direct = await outsider.client
      .from('challenge_entries')
      .insert({ challenge_id: running.id, user_id: outsider.id, video_id: mine });
    expect(direct.error?.code).toBe('42501');
    expect((await enter(running.id, theirs)).error?.code).toBe('42501');
    expect((await enter(ended.id, mine)).error?.code).toBe('P0001');
    expect((await enter(running.id, mine)).error).toBeNull();
    expect((await enter(running.id, another)).error?.code).toBe('23505');
    const { data } = await stack
      .client()
      .from('challenge_participant_counts')
      .select('participant_count')
      .eq('challenge_id', running.id)
      .single();
    expect(data).toEqual({ participant_count: 1 });
    expect((await audit('challenges')).filter((row) => row.admin_user_id === outsider.id)).toEqual(
      [],
    );
  });

  it('lets admins and moderators hide videos, audited, and nobody else', async () => {
    const video = await insertVideo(stack, outsider.id);
    const byOwner = await outsider.client.rpc('set_video_moderation', {
      p_video_id: video,
      p_status: 'approved',
    });
    expect(byOwner.error).toMatchObject({
      code: '42501',
      message: 'Only admins and moderators can moderate videos.',
    });
    expect(
      (await first.client.rpc('set_video_moderation', { p_video_id: video, p_status: 'hidden' }))
        .error?.code,
    ).toBe('22023');
    expect(
      (await first.client.rpc('set_video_moderation', { p_video_id: video, p_status: 'rejected' }))
        .error,
    ).toBeNull();
    const feed = await stack.client().rpc('get_public_videos', { page_limit: 100 });
    expect((feed.data as { id: string }[]).some((row) => row.id === video)).toBe(false);
    await stack.gateway.db.query(
      `insert into public.user_roles (user_id, role) values ($1, 'moderator')`,
      [outsider.id],
    );
    expect(
      (
        await outsider.client.rpc('set_video_moderation', {
          p_video_id: video,
          p_status: 'approved',
        })
      ).error,
    ).toBeNull();
    expect(
      (await audit('videos')).map((row) => [row.admin_user_id, row.action, row.new_values]),
    ).toEqual([
      [first.id, 'MODERATE', { moderation_status: 'rejected', moderation_reason: null }],
      [outsider.id, 'MODERATE', { moderation_status: 'approved', moderation_reason: null }],
    ]);
  });

  it('audits an admin triaging messages and removing posts and comments, not the members', async () => {
    expect(
      (
        await stack
          .client()
          .from('contact_messages')
          .insert({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'A question.' })
      ).error,
    ).toBeNull();
    const message = (await rowOf<{ id: string }>(
      stack,
      `select id::text from public.contact_messages where email = 'ana@example.com'`,
    ))!;
    // Members who never held a role (earlier tests made `second` an admin).
    const [member, other] = await userActors(stack, ['member', 'other']);
    // Only premium members see (and so can delete) premium posts.
    await makePremium(stack, member.id);
    const video = await insertVideo(stack, member.id);
    const insertComment = async (author: string) =>
      (await rowOf<{ id: string }>(
        stack,
        `insert into public.video_comments (video_id, user_id, body) values ($1, $2, 'so funny') returning id::text`,
        [video, author],
      ))!.id;
    const insertPost = async (author: string) =>
      (await rowOf<{ id: string }>(
        stack,
        `insert into public.premium_posts (user_id, video_url, platform)
           values ($1, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube') returning id::text`,
        [author],
      ))!.id;
    const [ownComment, badComment] = [
      await insertComment(member.id),
      await insertComment(other.id),
    ];
    const [ownPost, badPost] = [await insertPost(member.id), await insertPost(other.id)];

    // Members removing their own rows are not admin writes.
    await member.client.from('video_comments').delete().eq('id', ownComment);
    await member.client.from('premium_posts').delete().eq('id', ownPost);
    // The admin (first) triages and moderates.
    await first.client.from('contact_messages').update({ status: 'read' }).eq('id', message.id);
    await first.client.from('video_comments').delete().eq('id', badComment);
    await first.client.from('premium_posts').delete().eq('id', badPost);

    for (const [table, id] of [
      ['video_comments', ownComment],
      ['premium_posts', ownPost],
      ['video_comments', badComment],
      ['premium_posts', badPost],
    ] as const)
      expect(await countOf(stack, `select 1 from public.${table} where id = $1`, [id])).toBe(0);
    const entries = async (table: string) =>
      (await audit(table)).map((row) => [row.admin_user_id, row.action, row.record_id]);
    expect(await entries('contact_messages')).toEqual([[first.id, 'UPDATE', message.id]]);
    expect(await entries('video_comments')).toEqual([[first.id, 'DELETE', badComment]]);
    expect(await entries('premium_posts')).toEqual([[first.id, 'DELETE', badPost]]);
  });

  it('takes reports once per reporter with a reason from the list; moderators resolve them', async () => {
    const video = await insertVideo(stack, second.id);
    const report = (reason: string) =>
      outsider.client
        .from('video_reports')
        .insert({ video_id: video, reporter_id: outsider.id, reason });
    // Issue 34: a reason outside the list is refused in words (22023), not by the check's name.
    expect((await report('boring')).error?.code).toBe('22023');
    expect((await report('spam')).error).toBeNull();
    expect((await report('other')).error?.code).toBe('23505');
    const resolved = await first.client
      .from('video_reports')
      .update({ status: 'reviewed' })
      .eq('video_id', video)
      .select('status');
    expect(resolved.data).toEqual([{ status: 'reviewed' }]);
    expect((await audit('video_reports')).map((row) => row.new_values)).toEqual([
      { status: 'reviewed' },
    ]);
  });
});
