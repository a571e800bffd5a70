import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutMethod,
  creditEarnings,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface SummaryRow {
  category: string;
  total_earned: number;
  daily_count: number;
  weekly_count: number;
  daily_limit: number;
  weekly_limit: number;
  rate_per_action: number;
}

describe.each(engines)('the earnings panel figures on %s', (engine) => {
  let stack: Stack;
  let member: SignedInActor;
  let other: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [member, other] = await Promise.all([userActor(stack, 'member'), userActor(stack, 'other')]);
  });
  afterAll(() => stack?.stop());

  async function earnedAgo(userId: string, category: string, amount: number, interval: string) {
    await stack.gateway.db.query(
      `insert into public.user_earnings (user_id, category, amount, target, idempotency_key, occurred_at)
       values ($1, $2, $3, $4, $5, now() - $6::interval)`,
      [userId, category, amount, `t-${randomUUID()}`, randomUUID(), interval],
    );
  }
  const summaryOf = async (who: SignedInActor) => {
    const { data, error } = await who.client.rpc('get_earning_summary');
    expect(error).toBeNull();
    return data as SummaryRow[];
  };

  it('counts today, the last 7 days and the total per active category, as the caps count', async () => {
    // By when the actions occurred (an action queued offline counts on its own day).
    await earnedAgo(member.id, 'like', 0.0001, '1 minute');
    await earnedAgo(member.id, 'like', 0.0001, '3 days');
    await earnedAgo(member.id, 'like', 0.0001, '9 days');
    await earnedAgo(other.id, 'like', 0.0001, '1 minute');
    const rows = await summaryOf(member);
    expect(rows.map((row) => row.category)).toEqual(['comment', 'like', 'share', 'watch']);
    const like = rows.find((row) => row.category === 'like');
    expect(like).toMatchObject({ daily_limit: 15, weekly_limit: 75, rate_per_action: 0.0001 });
    expect(Number(like?.total_earned)).toBeCloseTo(0.0003, 6);
    // Earned one minute ago counts today unless the UTC day began within that minute.
    expect(like?.daily_count).toBeGreaterThanOrEqual(0);
    expect(like?.daily_count).toBeLessThanOrEqual(1);
    expect(like?.weekly_count).toBe(2);
    expect(rows.find((row) => row.category === 'watch')).toMatchObject({
      total_earned: 0,
      daily_count: 0,
      weekly_count: 0,
    });
  });

  it('leaves out inactive categories and answers visitors with nothing', async () => {
    await stack.gateway.db.query(
      `update public.earning_categories set is_active = false where category = 'share'`,
    );
    try {
      expect((await summaryOf(member)).map((row) => row.category)).not.toContain('share');
    } finally {
      await stack.gateway.db.query(
        `update public.earning_categories set is_active = true where category = 'share'`,
      );
    }
    expect((await stack.client().rpc('get_earning_summary')).error?.code).toBe('42501');
  });

  it('shows the balance request_payout holds a request to', async () => {
    const saver = await userActor(stack, 'saver');
    await creditEarnings(stack, saver.id, 30);
    await addPayoutMethod(stack, saver.id);
    const balance = async () => {
      const { data, error } = await saver.client.rpc('get_payout_balance');
      expect(error).toBeNull();
      const [row] = data as Array<{ total_earned: number; reserved: number; available: number }>;
      return {
        earned: Number(row?.total_earned),
        reserved: Number(row?.reserved),
        available: Number(row?.available),
      };
    };
    expect(await balance()).toEqual({ earned: 30, reserved: 0, available: 30 });
    expect((await saver.client.rpc('request_payout', { p_amount: 12.5 })).data).toMatchObject({
      success: true,
    });
    expect(await balance()).toEqual({ earned: 30, reserved: 12.5, available: 17.5 });
    await stack.gateway.db.query(
      `update public.payout_requests set status = 'rejected' where user_id = $1`,
      [saver.id],
    );
    expect(await balance()).toEqual({ earned: 30, reserved: 0, available: 30 });
    expect((await stack.client().rpc('get_payout_balance')).error?.code).toBe('42501');
  });
});
