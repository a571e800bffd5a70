import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutMethod,
  countOf,
  creditEarnings,
  insertVideo,
  makeAdmin,
  makePremium,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { simultaneousCalls, type CallOutcome } from './support/direct-calls.ts';
import { concurrentEngine, startStack, type Stack } from './support/stack.ts';

// Locks only matter where transactions really overlap: real Postgres 15 (PGlite runs one
// transaction at a time). Each scenario runs twice: through supabase-js and the gateway (whose
// pool holds 10 connections), and with one connection per call released at the same moment.

interface Earned {
  success: boolean;
  error: string | null;
  replayed: boolean;
}

const results = <T>(outcomes: CallOutcome<T>[]): T[] =>
  outcomes.map((outcome) => {
    if ('error' in outcome) throw new Error(outcome.error);
    return outcome.result;
  });

describe('concurrency on real Postgres', () => {
  let stack: Stack;
  let creator: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine });
    creator = await userActor(stack, 'creator');
  });
  afterAll(() => stack?.stop());

  const url = () => stack.gateway.db.url!;

  async function premiumEarnerWithLikedVideos(
    count: number,
  ): Promise<{ earner: SignedInActor; videos: string[] }> {
    const earner = await userActor(stack, 'earner');
    await makePremium(stack, earner.id);
    const videos: string[] = [];
    for (let i = 0; i < count; i += 1) videos.push(await insertVideo(stack, creator.id));
    await stack.gateway.db.query(
      `insert into public.video_likes (video_id, user_identifier, user_id) select v, $1::text, $1::uuid from unnest($2::text[]) v`,
      [earner.id, videos],
    );
    return { earner, videos };
  }

  it('accepts exactly one of 30 simultaneous payout requests for the whole balance (supabase-js)', async () => {
    const saver = await userActor(stack, 'saver');
    await creditEarnings(stack, saver.id, 50);
    await addPayoutMethod(stack, saver.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => saver.client.rpc('request_payout', { p_amount: 50 })),
    );
    const accepted = answers.filter((answer) => (answer.data as { success: boolean }).success);
    expect(accepted).toHaveLength(1);
    expect(
      answers.filter((answer) =>
        (answer.data as { message: string }).message.startsWith('Insufficient Balance'),
      ),
    ).toHaveLength(29);
    expect(
      await countOf(stack, 'select 1 from public.payout_requests where user_id = $1', [saver.id]),
    ).toBe(1);
  });

  it('accepts exactly one of 30 payout requests released on 30 connections at once', async () => {
    const saver = await userActor(stack, 'saver');
    await creditEarnings(stack, saver.id, 50);
    await addPayoutMethod(stack, saver.id);
    const answers = results(
      await simultaneousCalls<{ success: boolean }>(
        url(),
        Array.from({ length: 30 }, () => ({
          userId: saver.id,
          sql: 'select public.request_payout($1) as result',
          params: [50],
        })),
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    const { rows } = await stack.gateway.db.query<{ total: string }>(
      `select sum(amount)::text as total from public.payout_requests where user_id = $1`,
      [saver.id],
    );
    expect(rows[0]!.total).toBe('50.00');
  });

  it('pays exactly 15 of 40 simultaneous like earnings against the daily cap of 15 (supabase-js)', async () => {
    const { earner, videos } = await premiumEarnerWithLikedVideos(40);
    const answers = await Promise.all(
      videos.map((videoId) =>
        earner.client.rpc('record_earning', {
          p_category: 'like',
          p_metadata: { videoId },
          p_idempotency_key: randomUUID(),
        }),
      ),
    );
    const data = answers.map((answer) => answer.data as Earned);
    expect(data.filter((answer) => answer.success)).toHaveLength(15);
    expect(data.filter((answer) => answer.error === 'Daily earning limit reached')).toHaveLength(
      25,
    );
    expect(
      await countOf(stack, 'select 1 from public.user_earnings where user_id = $1', [earner.id]),
    ).toBe(15);
  });

  it('pays exactly 15 of 40 like earnings released on 40 connections at once', async () => {
    const { earner, videos } = await premiumEarnerWithLikedVideos(40);
    const answers = results(
      await simultaneousCalls<Earned>(
        url(),
        videos.map((videoId) => ({
          userId: earner.id,
          sql: `select public.record_earning('like', $1::jsonb, $2::uuid) as result`,
          params: [JSON.stringify({ videoId }), randomUUID()],
        })),
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(15);
    expect(
      await countOf(stack, 'select 1 from public.user_earnings where user_id = $1', [earner.id]),
    ).toBe(15);
  });

  it('never pays an idempotency key twice, replayed one after another or all at once', async () => {
    const { earner, videos } = await premiumEarnerWithLikedVideos(2);
    const key = randomUUID();
    const call = () =>
      earner.client.rpc('record_earning', {
        p_category: 'like',
        p_metadata: { videoId: videos[0] },
        p_idempotency_key: key,
      });
    const sequential = [(await call()).data, (await call()).data] as Earned[];
    expect(sequential.map((answer) => [answer.success, answer.replayed])).toEqual([
      [true, false],
      [true, true],
    ]);

    const together = randomUUID();
    const answers = results(
      await simultaneousCalls<Earned>(
        url(),
        Array.from({ length: 20 }, () => ({
          userId: earner.id,
          sql: `select public.record_earning('like', $1::jsonb, $2::uuid) as result`,
          params: [JSON.stringify({ videoId: videos[1] }), together],
        })),
      ),
    );
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(
      await countOf(stack, 'select 1 from public.user_earnings where user_id = $1', [earner.id]),
    ).toBe(2);
  });

  it('lets exactly one of 10 simultaneous "Make Me Admin" claims win', async () => {
    const hopefuls = await Promise.all(
      Array.from({ length: 10 }, (_, i) => userActor(stack, `hopeful${i}`)),
    );
    const outcomes = await simultaneousCalls<{ success: boolean }>(
      url(),
      hopefuls.map((user) => ({
        userId: user.id,
        sql: 'select public.claim_first_admin() as result',
        params: [],
      })),
    );
    expect(outcomes.filter((outcome) => 'result' in outcome)).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => 'error' in outcome && /already exists/.test(outcome.error)),
    ).toHaveLength(9);
    expect(await countOf(stack, `select 1 from public.user_roles where role = 'admin'`)).toBe(1);
  });
  it('rejects a payout request once when two admins send 10 rejections at once, and logs that one change', async () => {
    const saver = await userActor(stack, 'saver');
    await creditEarnings(stack, saver.id, 20);
    await addPayoutMethod(stack, saver.id);
    const key = randomUUID();
    const requests = results(
      await simultaneousCalls<{ success: boolean; payout_id: string }>(
        url(),
        Array.from({ length: 10 }, () => ({
          userId: saver.id,
          sql: 'select public.request_payout(20, $1::uuid) as result',
          params: [key],
        })),
      ),
    );
    expect(new Set(requests.map((answer) => answer.payout_id)).size).toBe(1);
    const payoutId = requests[0]!.payout_id;

    const admins = await Promise.all([userActor(stack, 'payer1'), userActor(stack, 'payer2')]);
    for (const admin of admins) await makeAdmin(stack, admin.id);
    const decisions = results(
      await simultaneousCalls<{ success: boolean }>(
        url(),
        Array.from({ length: 10 }, (_, i) => ({
          userId: admins[i % 2]!.id,
          sql: 'select public.review_payout($1::uuid, $2, $3) as result',
          params: [payoutId, 'reject', `Duplicate account (admin ${i % 2})`],
        })),
      ),
    );
    expect(decisions.filter((answer) => answer.success)).toHaveLength(1);
    expect(
      await countOf(
        stack,
        `select 1 from public.admin_audit_log where table_name = 'payout_requests' and record_id = $1`,
        [payoutId],
      ),
    ).toBe(1);
  });
});
