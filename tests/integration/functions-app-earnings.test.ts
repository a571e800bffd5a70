import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mailsTo } from './support/auth.ts';
import {
  FIRST_BOOT_MS,
  insertVideo,
  invoke,
  makeAdmin,
  makePremium,
  signedInMember,
  type SignedInMember,
} from './support/app-functions.ts';
import { addPayoutMethod } from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface Earning {
  success: boolean;
  error: string | null;
  amount: number;
  replayed: boolean;
}

describe.each(engines)('earning and payout functions on %s', (engine) => {
  let stack: Stack;
  let creator: { id: string };
  let earner: SignedInMember;
  beforeAll(async () => {
    stack = await startStack({ engine });
    creator = await confirmedUser(stack, 'correct-horse-1', 'creator');
    earner = await signedInMember(stack, 'earner');
    await makePremium(stack, earner.id);
  });
  afterAll(() => stack?.stop());

  const earn = (
    member: SignedInMember,
    category: unknown,
    metadata: unknown,
    amount: unknown = 0.0001,
  ) => invoke<Earning>(member.client, 'record-earning', { category, amount, metadata });

  const earningsOf = async (userId: string) =>
    (
      await stack.gateway.db.query<{ category: string; amount: string }>(
        `select category, amount::text as amount from public.user_earnings where user_id = $1 order by created_at`,
        [userId],
      )
    ).rows;

  it(
    "pays a like at the server's rate whatever amount the client sends, once per idempotency key",
    async () => {
      const videoId = await insertVideo(stack, creator.id);
      expect((await earner.client.rpc('set_like', { p_video_id: videoId, p_liked: true })).error).toBeNull();
      const idempotencyKey = randomUUID();

      const paid = await earn(earner, 'like', { videoId, idempotencyKey }, 999);
      expect(paid).toEqual({
        status: 200,
        body: { success: true, error: null, amount: 0.0001, replayed: false },
      });
      const replay = await earn(earner, 'like', { videoId, idempotencyKey }, 999);
      expect(replay).toEqual({
        status: 200,
        body: { success: true, error: null, amount: 0.0001, replayed: true },
      });
      expect(await earningsOf(earner.id)).toEqual([{ category: 'like', amount: '0.000100' }]);

      const twice = await earn(earner, 'like', { videoId, idempotencyKey: randomUUID() });
      expect(twice).toEqual({
        status: 200,
        body: {
          success: false,
          error: 'You have already earned for this action.',
          amount: 0,
          replayed: false,
        },
      });
    },
    FIRST_BOOT_MS,
  );

  it('pays a posted comment of 4+ words named by its id, never a 3-word one', async () => {
    const videoId = await insertVideo(stack, creator.id);
    const earnFor = async (body: string) => {
      const posted = await earner.client.rpc('post_comment', {
        p_id: randomUUID(),
        p_video_id: videoId,
        p_body: body,
      });
      const commentId = (posted.data as { id: string }).id;
      return earn(earner, 'comment', { videoId, commentId, idempotencyKey: randomUUID() });
    };
    expect((await earnFor('so so funny')).body).toMatchObject({
      error: 'Comments need at least 4 words to earn.',
    });
    expect(await earnFor('This one made me laugh')).toEqual({
      status: 200,
      body: { success: true, error: null, amount: 0.0003, replayed: false },
    });
  });

  it("returns the database's refusals as 200 {success: false}, daily cap included", async () => {
    const shares = await Promise.all(
      Array.from({ length: 6 }, () => insertVideo(stack, creator.id)),
    );
    const results: Earning[] = [];
    for (const videoId of shares) {
      results.push((await earn(earner, 'share', { videoId, idempotencyKey: randomUUID() })).body);
    }
    expect(results.slice(0, 5).every((result) => result.success)).toBe(true);
    expect(results[5]).toEqual({
      success: false,
      error: 'Daily earning limit reached',
      amount: 0,
      replayed: false,
    });

    const own = await insertVideo(stack, earner.id);
    expect(
      (await earn(earner, 'share', { videoId: own, idempotencyKey: randomUUID() })).body.error,
    ).toBe('You cannot earn from your own videos.');
    expect(
      (await earn(earner, 'mining', { videoId: own, idempotencyKey: randomUUID() })).body,
    ).toEqual({
      success: false,
      error: 'Unknown earning category',
      amount: 0,
      replayed: false,
    });

    const free = await signedInMember(stack, 'not-premium');
    expect(
      (await earn(free, 'share', { videoId: shares[0], idempotencyKey: randomUUID() })).body,
    ).toEqual({
      success: false,
      error: 'Upgrade to Premium to start earning money for your activities!',
      amount: 0,
      replayed: false,
    });
    expect(await earningsOf(free.id)).toEqual([]);
  });

  it('refuses malformed earning requests with 400 and callers without a session with 401', async () => {
    const videoId = await insertVideo(stack, creator.id);
    const cases: [unknown, unknown, unknown, string][] = [
      ['share', { videoId }, 0.002, 'idempotencyKey is required'],
      ['share', { videoId, idempotencyKey: 'key-1' }, 0.002, 'idempotencyKey must be a UUID'],
      ['share', 'videoId', 0.002, 'metadata must be an object'],
      [7, { videoId, idempotencyKey: randomUUID() }, 0.002, 'category must be a string'],
      [
        'Share!',
        { videoId, idempotencyKey: randomUUID() },
        0.002,
        'category must be an earning category name',
      ],
      ['share', { videoId, idempotencyKey: randomUUID() }, '0.002', 'amount must be a number'],
      [
        'share',
        { videoId, idempotencyKey: randomUUID(), note: 'x'.repeat(5000) },
        0.002,
        'metadata must be at most 4096 bytes',
      ],
    ];
    for (const [category, metadata, amount, message] of cases) {
      expect(await earn(earner, category, metadata, amount)).toEqual({
        status: 400,
        body: { error: message },
      });
    }
    expect(
      await invoke(stack.client(), 'record-earning', {
        category: 'share',
        amount: 0.002,
        metadata: { videoId, idempotencyKey: randomUUID() },
      }),
    ).toEqual({ status: 401, body: { error: 'Sign in required' } });
  });

  it('request-payout reserves at most the available balance, from $10.00, in cents', async () => {
    const saver = await signedInMember(stack, 'saver');
    await stack.gateway.db.query(
      `insert into public.user_earnings (user_id, category, amount, target, idempotency_key)
       select $1, 'watch', 1.0, 'seed-' || n, gen_random_uuid() from generate_series(1, 15) as n`,
      [saver.id],
    );
    await addPayoutMethod(stack, saver.id);
    const payout = (amount: unknown) => invoke(saver.client, 'request-payout', { amount });

    expect(await payout(10)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Payout request submitted.' },
    });
    expect(await payout(10)).toEqual({
      status: 200,
      body: {
        success: false,
        message: "Insufficient Balance: You don't have enough balance for this payout request.",
      },
    });
    expect((await payout(5)).body).toEqual({
      success: false,
      message: 'The minimum payout is $10.00.',
    });
    expect((await payout(10.005)).body).toEqual({
      success: false,
      message: 'Payout amounts are in dollars and cents (at most 2 decimals).',
    });
    expect((await payout(-10)).body).toEqual({
      success: false,
      message: 'Enter a valid payout amount greater than $0.00.',
    });
    expect(await payout('10')).toEqual({ status: 400, body: { error: 'amount must be a number' } });
    expect(await invoke(saver.client, 'request-payout', {})).toEqual({
      status: 400,
      body: { error: 'amount is required' },
    });
    expect(await invoke(stack.client(), 'request-payout', { amount: 10 })).toEqual({
      status: 401,
      body: { error: 'Sign in required' },
    });
    const { rows } = await stack.gateway.db.query<{ amount: string; status: string }>(
      `select amount::text as amount, status from public.payout_requests where user_id = $1`,
      [saver.id],
    );
    expect(rows).toEqual([{ amount: '10.00', status: 'pending' }]);
  });

  it('assign-admin-role lets only admins grant, with the spec message for unknown users', async () => {
    const admin = await signedInMember(stack, 'admin');
    await makeAdmin(stack, admin.id);
    const candidate = await confirmedUser(stack, 'correct-horse-1', 'candidate');
    const outsider = await signedInMember(stack, 'outsider');

    expect(await invoke(outsider.client, 'assign-admin-role', { email: candidate.email })).toEqual({
      status: 403,
      body: { error: 'Only admins can grant admin access.' },
    });
    expect(
      await invoke(admin.client, 'assign-admin-role', { email: candidate.email.toUpperCase() }),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    const roles = await stack.gateway.db.query<{ role: string }>(
      `select role from public.user_roles where user_id = $1`,
      [candidate.id],
    );
    expect(roles.rows).toEqual([{ role: 'admin' }]);
    expect(
      await invoke(admin.client, 'assign-admin-role', { email: 'nobody-here@example.com' }),
    ).toEqual({
      status: 404,
      body: { error: 'Failed to assign admin role. Make sure the user exists.' },
    });
    expect(await invoke(admin.client, 'assign-admin-role', { email: '' })).toEqual({
      status: 400,
      body: { error: 'email is required' },
    });
    expect(await invoke(stack.client(), 'assign-admin-role', { email: candidate.email })).toEqual({
      status: 401,
      body: { error: 'Sign in required' },
    });
    const outsiderRoles = await stack.gateway.db.query(
      `select 1 from public.user_roles where user_id = $1`,
      [outsider.id],
    );
    expect(outsiderRoles.rows).toEqual([]);
  });

  it("send-video-confirmation mails the owner's own address about their own video only", async () => {
    const owner = await signedInMember(stack, 'uploader');
    const videoId = await insertVideo(stack, owner.id, 'Dog learns to skateboard');
    const elsewhere = 'someone-else@example.com';
    const sent = await invoke(owner.client, 'send-video-confirmation', {
      email: elsewhere,
      userName: 'Uma',
      videoTitle: 'A spoofed title',
      videoId,
    });
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const [mail] = await mailsTo(stack, owner.email);
    expect(mail?.subject).toBe('Your video is on LaughLoop');
    expect(mail?.text_body).toContain('Hi Uma,');
    expect(mail?.text_body).toContain(`http://127.0.0.1:4173/video/${videoId}`);
    // No title, the body's or the stored one: only the recipient's name is caller-chosen text.
    expect(mail?.text_body).not.toContain('spoofed');
    expect(`${mail?.subject} ${mail?.text_body}`).not.toContain('skateboard');
    expect(await mailsTo(stack, elsewhere)).toEqual([]);

    const othersVideo = await insertVideo(stack, creator.id);
    expect(await invoke(owner.client, 'send-video-confirmation', { videoId: othersVideo })).toEqual(
      {
        status: 404,
        body: { error: 'Video not found' },
      },
    );
    expect(await invoke(owner.client, 'send-video-confirmation', { videoId: '../../etc' })).toEqual(
      {
        status: 400,
        body: { error: 'videoId is not a valid video id' },
      },
    );
    expect(await invoke(stack.client(), 'send-video-confirmation', { videoId })).toEqual({
      status: 401,
      body: { error: 'Sign in required' },
    });
    expect(await mailsTo(stack, owner.email)).toHaveLength(1);
  });

  it('send-video-confirmation tells the owner a video held for review is not public yet', async () => {
    const owner = await signedInMember(stack, 'held');
    const videoId = await insertVideo(stack, owner.id, 'Held for a moderator');
    await stack.gateway.db.query(
      `update public.videos set moderation_status = 'pending' where id = $1`,
      [videoId],
    );
    const sent = await invoke(owner.client, 'send-video-confirmation', { videoId });
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const [mail] = await mailsTo(stack, owner.email);
    expect(mail?.text_body).toContain(
      'A moderator will review it before it appears in Latest Videos; until then only you can see it:',
    );
    expect(mail?.text_body).not.toContain('It is now visible in Latest Videos');
  });
});
