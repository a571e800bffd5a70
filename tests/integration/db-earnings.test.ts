import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  insertVideo,
  makePremium,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface EarningAnswer {
  success: boolean;
  error: string | null;
  amount: number;
  replayed: boolean;
}

describe.each(engines)('record_earning on %s', (engine) => {
  let stack: Stack;
  let earner: SignedInActor;
  let creator: SignedInActor;
  let free: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [earner, creator, free] = await Promise.all([
      userActor(stack, 'earner'),
      userActor(stack, 'creator'),
      userActor(stack, 'free'),
    ]);
    await makePremium(stack, earner.id);
  });
  afterAll(() => stack?.stop());

  const ledger = () => countOf(stack, 'select 1 from public.user_earnings');
  async function earn(
    category: unknown,
    metadata: unknown,
    key: unknown = randomUUID(),
    who = earner,
  ): Promise<EarningAnswer> {
    const { data, error } = await who.client.rpc('record_earning', {
      p_category: category,
      p_metadata: metadata,
      p_idempotency_key: key,
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as EarningAnswer;
  }
  async function refused(category: unknown, metadata: unknown, message: string, who = earner) {
    const before = await ledger();
    expect(await earn(category, metadata, randomUUID(), who)).toEqual({
      success: false,
      error: message,
      amount: 0,
      replayed: false,
    });
    expect(await ledger()).toBe(before);
  }
  const video = () => insertVideo(stack, creator.id);
  async function watchStartedSecondsAgo(videoId: string, seconds: number): Promise<string> {
    const { data } = await earner.client.rpc('record_view', { p_video_id: videoId });
    const viewId = (data as { view_id: string }).view_id;
    await stack.gateway.db.query(
      `update public.video_views set started_at = now() - make_interval(secs => $2) where id = $1`,
      [viewId, seconds],
    );
    return viewId;
  }

  it('pays a like at the server rate once, whatever amount the client claims', async () => {
    const id = await video();
    await earner.client.rpc('set_like', { p_video_id: id, p_liked: true });
    const key = randomUUID();
    expect(await earn('like', { videoId: id, amount: 5 }, key)).toEqual({
      success: true,
      error: null,
      amount: 0.0001,
      replayed: false,
    });
    expect(await earn('like', { videoId: id }, key)).toEqual({
      success: true,
      error: null,
      amount: 0.0001,
      replayed: true,
    });
    await refused('like', { videoId: id }, 'You have already earned for this action.');
    const { data } = await earner.client
      .from('user_earnings')
      .select('category, amount, video_id, target');
    expect(data).toEqual([{ category: 'like', amount: 0.0001, video_id: id, target: id }]);
  });

  it('pays a watch only for a view the server saw start at least 30 seconds ago', async () => {
    const id = await video();
    const fresh = await watchStartedSecondsAgo(id, 5);
    await refused('watch', { videoId: id, viewId: fresh }, 'Watch at least 30 seconds to earn.');
    await refused(
      'watch',
      { videoId: id, viewId: randomUUID() },
      'Watch not found. Start watching the video first.',
    );
    await refused(
      'watch',
      { videoId: id },
      'A valid viewId is required. Start watching the video first.',
    );
    const otherVideo = await video();
    const elsewhere = await watchStartedSecondsAgo(otherVideo, 60);
    await refused(
      'watch',
      { videoId: id, viewId: elsewhere },
      'Watch not found. Start watching the video first.',
    );
    await watchStartedSecondsAgo(id, 31);
    expect(await earn('watch', { videoId: id, viewId: fresh })).toMatchObject({
      success: true,
      amount: 0.001,
    });
  });

  it('pays no watch of a video that is boosted now, wherever it was watched (design §3.5)', async () => {
    const id = await video();
    const viewId = await watchStartedSecondsAgo(id, 45);
    await stack.gateway.db.query(
      `update public.videos set is_boosted = true, boost_until = now() + interval '1 day' where id = $1`,
      [id],
    );
    await refused('watch', { videoId: id, viewId }, 'Boosted placements do not earn.');
    await stack.gateway.db.query(
      `update public.videos set boost_until = now() - interval '1 minute' where id = $1`,
      [id],
    );
    expect(await earn('watch', { videoId: id, viewId })).toMatchObject({ success: true });
  });

  async function postComment(videoId: string, body: string, who = earner): Promise<string> {
    const { data, error } = await who.client.rpc('post_comment', {
      p_id: randomUUID(),
      p_video_id: videoId,
      p_body: body,
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return (data as { id: string }).id;
  }

  it('pays for a posted comment of at least 4 words, once, and never stores it again', async () => {
    const id = await video();
    const theirs = await postComment(id, 'Not your words to earn from', creator);
    const elsewhere = await postComment(await video(), 'This one is somewhere else');
    for (const [metadata, message] of [
      [
        { commentId: await postComment(id, 'so so funny') },
        'Comments need at least 4 words to earn.',
      ],
      [
        { commentId: await postComment(id, '😂 😂 😂 😂 !!') },
        'Comments need at least 4 words to earn.',
      ],
      [
        { comment: 'This cat is a legend' },
        'A valid commentId is required. Post the comment first.',
      ],
      [{ commentId: randomUUID() }, 'Comment not found. Post the comment first.'],
      [{ commentId: theirs }, 'Comment not found. Post the comment first.'],
      [{ commentId: elsewhere }, 'Comment not found. Post the comment first.'],
    ] as const)
      await refused('comment', { videoId: id, ...metadata }, message);
    const good = await postComment(id, 'This cat is a legend');
    expect(await earn('comment', { videoId: id, commentId: good })).toMatchObject({
      success: true,
      amount: 0.0003,
    });
    await refused(
      'comment',
      { videoId: id, commentId: await postComment(id, 'And another four words') },
      'You have already earned for this action.',
    );
    const { data } = await stack
      .client()
      .from('video_comments')
      .select('body')
      .eq('video_id', id)
      .eq('user_id', earner.id);
    expect(data?.filter((row) => row.body === 'This cat is a legend')).toHaveLength(1);
    const { data: ledger } = await earner.client
      .from('user_earnings')
      .select('metadata')
      .eq('category', 'comment')
      .eq('video_id', id);
    expect(ledger).toEqual([{ metadata: { videoId: id, commentId: good } }]);
  });

  it('refuses comment earnings where comments are turned off', async () => {
    const closed = await insertVideo(stack, creator.id, { allow_comments: false });
    await refused(
      'comment',
      { videoId: closed, commentId: randomUUID() },
      'Comments are turned off for this video.',
    );
  });

  it('refuses own videos, boosted placements, unknown videos and bad categories', async () => {
    const own = await insertVideo(stack, earner.id);
    await refused('share', { videoId: own }, 'You cannot earn from your own videos.');
    await refused(
      'share',
      { videoId: await video(), placement: 'boosted' },
      'Boosted placements do not earn.',
    );
    await refused('share', { videoId: await video(), placement: 42 }, 'Invalid placement.');
    await refused('share', { videoId: 'missing-video' }, 'Video not found');
    await refused(
      'share',
      { videoId: await insertVideo(stack, creator.id, { moderation_status: 'rejected' }) },
      'Video not found',
    );
    await refused('share', {}, 'A valid videoId is required.');
    await refused('share', { videoId: 12345678 }, 'A valid videoId is required.');
    await refused('jackpot', { videoId: await video() }, 'Unknown earning category');
    await refused(null, { videoId: await video() }, 'Unknown earning category');
    await refused('x'.repeat(5000), { videoId: await video() }, 'Unknown earning category');
    await refused(
      'share',
      ['not', 'an', 'object'],
      'Invalid metadata: expected an object of at most 4 KB.',
    );
    await refused(
      'share',
      { videoId: await video(), padding: 'p'.repeat(5000) },
      'Invalid metadata: expected an object of at most 4 KB.',
    );
    await refused('like', { videoId: await video() }, 'Like the video first to earn.');
  });

  it('requires premium, an active category, sign-in and a well-formed idempotency key', async () => {
    await refused(
      'share',
      { videoId: await video() },
      'Upgrade to Premium to start earning money for your activities!',
      free,
    );
    await stack.gateway.db.query(
      `update public.earning_categories set is_active = false where category = 'share'`,
    );
    try {
      await refused('share', { videoId: await video() }, 'This earning category is not active.');
    } finally {
      await stack.gateway.db.query(
        `update public.earning_categories set is_active = true where category = 'share'`,
      );
    }
    const anon = await stack.client().rpc('record_earning', {
      p_category: 'share',
      p_metadata: {},
      p_idempotency_key: randomUUID(),
    });
    expect(anon.error?.code).toBe('42501');
    expect(await earn('share', { videoId: await video() }, null)).toMatchObject({
      success: false,
      error: 'An idempotency key is required.',
    });
    await expect(earn('share', { videoId: await video() }, 'not-a-uuid')).rejects.toThrow(/22P02/);
    const key = randomUUID();
    expect(await earn('share', { videoId: await video() }, key)).toMatchObject({ success: true });
    const stolen = await earn('share', { videoId: await video() }, key, creator);
    expect(stolen).toMatchObject({
      success: false,
      error: 'This idempotency key was already used.',
    });
  });

  it('stops at the daily cap (UTC day) and the weekly cap (7 days)', async () => {
    // share: 5 per day, 25 per 7 days, counted by when the actions occurred (occurred_at; with no
    // stamp, when they arrived). Earlier shares of this suite count too.
    const counted = await countOf(
      stack,
      `select 1 from public.user_earnings where user_id = $1 and category = 'share'`,
      [earner.id],
    );
    for (let i = counted; i < 5; i += 1)
      expect(await earn('share', { videoId: await video() })).toMatchObject({ success: true });
    await refused('share', { videoId: await video() }, 'Daily earning limit reached');
    // Move today's shares to earlier days of the week: the day frees up, the week fills.
    await stack.gateway.db.query(
      `insert into public.user_earnings (user_id, category, amount, target, idempotency_key, occurred_at)
       select $1, 'share', 0.002, 'old-' || n, gen_random_uuid(), now() - interval '2 days' from generate_series(1, 19) n`,
      [earner.id],
    );
    await stack.gateway.db.query(
      `update public.user_earnings set occurred_at = now() - interval '3 days' where user_id = $1 and category = 'share' and target not like 'old-%'`,
      [earner.id],
    );
    expect(await earn('share', { videoId: await video() })).toMatchObject({ success: true });
    await refused('share', { videoId: await video() }, 'Weekly earning limit reached');
    await stack.gateway.db.query(
      `update public.user_earnings set occurred_at = now() - interval '8 days' where user_id = $1 and target like 'old-%'`,
      [earner.id],
    );
    expect(await earn('share', { videoId: await video() })).toMatchObject({ success: true });
  });

  it('nobody writes the ledger directly', async () => {
    const forged = await earner.client.from('user_earnings').insert({
      user_id: earner.id,
      category: 'share',
      amount: 1,
      target: 'x',
      idempotency_key: randomUUID(),
    });
    expect(forged.error?.code).toBe('42501');
  });
});
