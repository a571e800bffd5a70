import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, invoke } from './support/app-functions.ts';
import {
  countOf,
  insertVideo,
  makePremium,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

/**
 * Issue 36 item 3 (design §3.21): an earning counts on the UTC day the member did the action
 * (metadata.occurredAt), accepted within 72 hours, never in the future (5 minutes of clock skew),
 * never before the member's Premium began; a replay pays once. Called as a script would: the SQL
 * through PostgREST rpc and the record-earning function over HTTP.
 */

interface EarningAnswer {
  success: boolean;
  error: string | null;
  amount: number;
  replayed: boolean;
}

const HOUR_MS = 3_600_000;
const TOO_OLD = 'This action is more than 72 hours old and can no longer earn.';
const IN_FUTURE = 'This action is dated in the future. Check your device clock.';
const BEFORE_PREMIUM = 'This action happened before your Premium membership started.';
const BAD_STAMP = 'Invalid occurredAt: expected an ISO 8601 date and time.';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
/** Noon (UTC) of the day before today, plus `minutes`: always inside the 72 hours. */
function yesterdayNoon(minutes = 0): string {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 12, minutes),
  ).toISOString();
}
const refusal = (error: string): EarningAnswer => ({
  success: false,
  error,
  amount: 0,
  replayed: false,
});

describe.each(parityEngines)('earnings count on the day they happened on %s', (engine) => {
  let stack: Stack;
  let creator: SignedInActor;

  beforeAll(async () => {
    stack = await stackOn(engine);
    creator = await userActor(stack, 'creator');
  });

  /** A member who has been Premium for 10 days (premium_since set as a correction would be). */
  async function longtimeMember(name = 'earner'): Promise<SignedInActor> {
    const member = await userActor(stack, name);
    await makePremium(stack, member.id);
    await stack.gateway.db.query(
      `update public.premium_subscribers set premium_since = now() - interval '10 days' where user_id = $1`,
      [member.id],
    );
    return member;
  }
  async function share(
    who: SignedInActor,
    occurredAt?: unknown,
    key: string = randomUUID(),
    video?: string,
  ): Promise<EarningAnswer> {
    const videoId = video ?? (await insertVideo(stack, creator.id));
    const { data, error } = await who.client.rpc('record_earning', {
      p_category: 'share',
      p_metadata: occurredAt === undefined ? { videoId } : { videoId, occurredAt },
      p_idempotency_key: key,
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as EarningAnswer;
  }
  const ledgerOf = (who: SignedInActor) =>
    countOf(stack, 'select 1 from public.user_earnings where user_id = $1', [who.id]);
  async function refused(who: SignedInActor, occurredAt: unknown, message: string) {
    const before = await ledgerOf(who);
    expect(await share(who, occurredAt)).toEqual(refusal(message));
    expect(await ledgerOf(who)).toBe(before);
  }
  async function occurredTimes(who: SignedInActor): Promise<string[]> {
    const { data, error } = await who.client
      .from('user_earnings')
      .select('occurred_at')
      .order('occurred_at');
    expect(error).toBeNull();
    return (data ?? []).map((row) => new Date(row.occurred_at as string).toISOString());
  }
  const PAID = { success: true, error: null, amount: 0.002, replayed: false };

  it('counts a backdated action on its own UTC day: a full yesterday refuses, today still has room', async () => {
    const earner = await longtimeMember();
    const yesterday = [0, 1, 2, 3, 4].map((minute) => yesterdayNoon(minute));
    for (const stamp of yesterday) expect(await share(earner, stamp)).toEqual(PAID);
    expect(await occurredTimes(earner)).toEqual(yesterday);
    // share: 5 a day. Yesterday is full, whenever the actions arrive.
    await refused(earner, yesterdayNoon(30), 'Daily earning limit reached');
    // Today is another day: an old client's action (no stamp) and a fresh stamp both earn.
    expect(await share(earner)).toEqual(PAID);
    expect(await share(earner, hoursAgo(0))).toEqual(PAID);
    const { data } = await earner.client.rpc('get_earning_summary');
    const shares = (
      data as Array<{ category: string; daily_count: number; weekly_count: number }>
    ).find((row) => row.category === 'share');
    // The panel counts by when they happened too (unless UTC midnight passed mid-test).
    expect(shares?.weekly_count).toBe(7);
    expect(shares?.daily_count).toBeLessThanOrEqual(2);
  });

  it('refuses an action more than 72 hours old and writes nothing; 71 hours is inside', async () => {
    const earner = await longtimeMember();
    await refused(earner, hoursAgo(73), TOO_OLD);
    const inside = hoursAgo(71);
    expect(await share(earner, inside)).toEqual(PAID);
    expect(await occurredTimes(earner)).toEqual([inside]);
  });

  it('refuses a stamp in the future beyond 5 minutes of clock skew; within it, counts as now', async () => {
    const earner = await longtimeMember();
    await refused(earner, hoursAgo(-0.25), IN_FUTURE);
    await refused(earner, hoursAgo(-48), IN_FUTURE);
    expect(await share(earner, hoursAgo(-1 / 30))).toEqual(PAID);
    expect(
      await countOf(
        stack,
        `select 1 from public.user_earnings where user_id = $1 and occurred_at <= now()`,
        [earner.id],
      ),
    ).toBe(1);
  });

  it('refuses an action from before the member became Premium, with 5 minutes of skew', async () => {
    const fresh = await userActor(stack, 'newly-premium');
    await makePremium(stack, fresh.id);
    const { rows } = await stack.gateway.db.query<{ since: Date | null }>(
      `select premium_since as since from public.premium_subscribers where user_id = $1`,
      [fresh.id],
    );
    const since = rows[0]?.since;
    expect(since).toBeInstanceOf(Date);
    await refused(fresh, hoursAgo(1), BEFORE_PREMIUM);
    await refused(fresh, hoursAgo(70), BEFORE_PREMIUM);
    // A phone clock 2 minutes slow: counted from the moment Premium began.
    expect(await share(fresh, new Date(since!.getTime() - 2 * 60_000).toISOString())).toEqual(PAID);
    expect(await occurredTimes(fresh)).toEqual([since!.toISOString()]);
  });

  it('premium_since follows the membership: a late renewal continues it, a new one starts again', async () => {
    const member = await longtimeMember('renewing');
    const sinceOf = async () =>
      (
        await stack.gateway.db.query<{ days: number | null }>(
          `select extract(epoch from now() - premium_since) / 86400 as days
             from public.premium_subscribers where user_id = $1`,
          [member.id],
        )
      ).rows[0];
    // Written as the webhook writes (service_role through the Data API): the trigger runs for it.
    const write = async (change: Record<string, string>) => {
      const { error } = await stack
        .client(stack.serviceRoleKey)
        .from('premium_subscribers')
        .update(change)
        .eq('user_id', member.id);
      expect(error).toBeNull();
    };
    // The period ended 2 hours ago and the renewal's event arrives now: the same Premium.
    await write({ current_period_end: hoursAgo(2) });
    await write({ current_period_end: hoursAgo(-30 * 24) });
    expect(Number((await sinceOf())?.days)).toBeGreaterThan(9.9);
    expect(await share(member, hoursAgo(48))).toEqual(PAID);
    // Cancelled, then subscribed again: Premium begins again now.
    await write({ subscription_status: 'canceled' });
    await write({ subscription_status: 'active' });
    expect(Number((await sinceOf())?.days)).toBeLessThan(0.01);
    await refused(member, hoursAgo(24), BEFORE_PREMIUM);
  });

  it('refuses a stamp that is not an ISO 8601 time; a null stamp means now', async () => {
    const earner = await longtimeMember();
    for (const stamp of [
      'yesterday',
      42,
      { at: 1 },
      '2026-13-01T00:00:00Z',
      '2026-11-28 10:00:00',
      '2026-11-28T10:00:00',
    ])
      await refused(earner, stamp, BAD_STAMP);
    expect(await share(earner, null)).toEqual(PAID);
  });

  it('pays a replayed action once and returns the first answer, whatever stamp the replay carries', async () => {
    const earner = await longtimeMember();
    const key = randomUUID();
    const videoId = await insertVideo(stack, creator.id);
    const first = yesterdayNoon();
    expect(await share(earner, first, key, videoId)).toEqual(PAID);
    for (const stamp of [hoursAgo(0), hoursAgo(73), hoursAgo(-24), 'not a time', undefined])
      expect(await share(earner, stamp, key, videoId)).toEqual({ ...PAID, replayed: true });
    expect(await occurredTimes(earner)).toEqual([first]);
  });

  it('holds the weekly cap over every 7-day span that contains the action', async () => {
    // share: 25 per 7 days. 24 earnings 9 days minus an hour ago: the week before an action
    // stamped 70 hours ago has room for one, today's week has room for 25.
    const earner = await longtimeMember();
    await stack.gateway.db.query(
      `insert into public.user_earnings (user_id, category, amount, target, idempotency_key, occurred_at, created_at)
       select $1, 'share', 0.002, 'old-' || n, gen_random_uuid(), now() - interval '215 hours', now() - interval '215 hours'
         from generate_series(1, 24) n`,
      [earner.id],
    );
    expect(await share(earner, hoursAgo(70))).toEqual(PAID);
    await refused(earner, hoursAgo(69), 'Weekly earning limit reached');
    expect(await share(earner)).toEqual(PAID);
    // A week already full after the action: 25 earnings an hour ago (another member).
    const busy = await longtimeMember('busy');
    await stack.gateway.db.query(
      `insert into public.user_earnings (user_id, category, amount, target, idempotency_key, occurred_at)
       select $1, 'share', 0.002, 'recent-' || n, gen_random_uuid(), now() - interval '1 hour'
         from generate_series(1, 25) n`,
      [busy.id],
    );
    await refused(busy, hoursAgo(70), 'Weekly earning limit reached');
  });

  describe('through the record-earning function (HTTP)', () => {
    const earnOverHttp = (who: SignedInActor, metadata: Record<string, unknown>) =>
      invoke<EarningAnswer | { error: string }>(who.client, 'record-earning', {
        category: 'share',
        amount: 0.002,
        metadata,
      });

    it(
      'passes the stamp on: inside counts, outside is refused with 200 {success: false}, a replay pays once',
      async () => {
        const earner = await longtimeMember('http');
        const key = randomUUID();
        const videoId = await insertVideo(stack, creator.id);
        const stamp = yesterdayNoon();
        expect(
          await earnOverHttp(earner, { videoId, occurredAt: stamp, idempotencyKey: key }),
        ).toEqual({
          status: 200,
          body: PAID,
        });
        expect(
          await earnOverHttp(earner, { videoId, occurredAt: hoursAgo(80), idempotencyKey: key }),
        ).toEqual({ status: 200, body: { ...PAID, replayed: true } });
        for (const [occurredAt, message] of [
          [hoursAgo(73), TOO_OLD],
          [hoursAgo(-1), IN_FUTURE],
        ] as const) {
          const before = await ledgerOf(earner);
          expect(
            await earnOverHttp(earner, {
              videoId: await insertVideo(stack, creator.id),
              occurredAt,
              idempotencyKey: randomUUID(),
            }),
          ).toEqual({ status: 200, body: refusal(message) });
          expect(await ledgerOf(earner)).toBe(before);
        }
        expect(await occurredTimes(earner)).toEqual([stamp]);
      },
      FIRST_BOOT_MS,
    );

    it('answers a malformed stamp with 400', async () => {
      const earner = await longtimeMember('http-bad');
      for (const occurredAt of ['soon', 1_700_000_000_000, '2026-11-28'])
        expect(
          await earnOverHttp(earner, {
            videoId: await insertVideo(stack, creator.id),
            occurredAt,
            idempotencyKey: randomUUID(),
          }),
        ).toEqual({
          status: 400,
          body: { error: 'metadata.occurredAt must be an ISO 8601 date and time' },
        });
      expect(await ledgerOf(earner)).toBe(0);
    });
  });
});

describe('a backdated day under a race, on real Postgres', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it("pays exactly 5 of 30 simultaneous shares dated yesterday (yesterday's cap of 5)", async () => {
    const [earner, creator] = await Promise.all([
      userActor(stack, 'racer'),
      userActor(stack, 'creator'),
    ]);
    await makePremium(stack, earner.id);
    await stack.gateway.db.query(
      `update public.premium_subscribers set premium_since = now() - interval '10 days' where user_id = $1`,
      [earner.id],
    );
    const videos = await Promise.all(
      Array.from({ length: 30 }, () => insertVideo(stack, creator.id)),
    );
    const answers = await Promise.all(
      videos.map(async (videoId, i) => {
        const { data, error } = await earner.client.rpc('record_earning', {
          p_category: 'share',
          p_metadata: { videoId, occurredAt: yesterdayNoon(i) },
          p_idempotency_key: randomUUID(),
        });
        if (error) throw new Error(`${error.code}: ${error.message}`);
        return data as EarningAnswer;
      }),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(5);
    expect(answers.filter((answer) => answer.error === 'Daily earning limit reached')).toHaveLength(
      25,
    );
    expect(
      await countOf(stack, 'select 1 from public.user_earnings where user_id = $1', [earner.id]),
    ).toBe(5);
  });
});
