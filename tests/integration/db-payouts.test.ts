import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutMethod,
  countOf,
  creditEarnings,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const INSUFFICIENT = "Insufficient Balance: You don't have enough balance for this payout request.";

describe.each(engines)('request_payout on %s', (engine) => {
  let stack: Stack;
  let saver: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    saver = await userActor(stack, 'saver');
    await creditEarnings(stack, saver.id, 25.5);
    await addPayoutMethod(stack, saver.id);
  });
  afterAll(() => stack?.stop());

  const payouts = () =>
    countOf(stack, 'select 1 from public.payout_requests where user_id = $1', [saver.id]);
  async function request(amount: unknown) {
    const { data, error } = await saver.client.rpc('request_payout', { p_amount: amount });
    return { data: data as { success: boolean; message: string } | null, error };
  }

  it.each([
    [0, 'Enter a valid payout amount greater than $0.00.'],
    [-20, 'Enter a valid payout amount greater than $0.00.'],
    ['NaN', 'Enter a valid payout amount greater than $0.00.'],
    [null, 'Enter a valid payout amount greater than $0.00.'],
    [10.001, 'Payout amounts are in dollars and cents (at most 2 decimals).'],
    [9.99, 'The minimum payout is $10.00.'],
    [1e15, INSUFFICIENT],
    [25.51, INSUFFICIENT],
  ])('refuses %s with a clear message and writes nothing', async (amount, message) => {
    const before = await payouts();
    const { data, error } = await request(amount);
    expect(error).toBeNull();
    expect(data).toEqual({ success: false, message });
    expect(await payouts()).toBe(before);
  });

  it('refuses a value that is not a number', async () => {
    const { error } = await request('ten dollars');
    expect(error?.code).toBe('22P02');
    expect(await payouts()).toBe(0);
  });

  it('reserves pending, approved and completed payouts; rejected ones release their amount', async () => {
    expect((await request(15)).data).toMatchObject({
      success: true,
      message: 'Payout request submitted.',
    });
    expect((await request(10.51)).data).toEqual({ success: false, message: INSUFFICIENT });
    expect((await request(10.5)).data).toMatchObject({ success: true });
    expect((await request(10)).data).toEqual({ success: false, message: INSUFFICIENT });
    await stack.gateway.db.query(
      `update public.payout_requests set status = 'completed' where user_id = $1 and amount = 15`,
      [saver.id],
    );
    expect((await request(10)).data).toEqual({ success: false, message: INSUFFICIENT });
    await stack.gateway.db.query(
      `update public.payout_requests set status = 'rejected' where user_id = $1 and amount = 10.5`,
      [saver.id],
    );
    expect((await request(10.5)).data).toMatchObject({ success: true });
    const { data } = await saver.client
      .from('payout_requests')
      .select('amount, status')
      .order('created_at', { ascending: false });
    expect(data).toEqual([
      { amount: 10.5, status: 'pending' },
      { amount: 10.5, status: 'rejected' },
      { amount: 15, status: 'completed' },
    ]);
  });

  it('is for signed-in users only, and nobody inserts or edits payouts directly', async () => {
    expect((await stack.client().rpc('request_payout', { p_amount: 10 })).error?.code).toBe(
      '42501',
    );
    const forged = await saver.client
      .from('payout_requests')
      .insert({ user_id: saver.id, amount: 100 });
    expect(forged.error?.code).toBe('42501');
    const approve = await saver.client
      .from('payout_requests')
      .update({ status: 'completed' })
      .eq('user_id', saver.id);
    expect(approve.error?.code).toBe('42501');
  });
});
