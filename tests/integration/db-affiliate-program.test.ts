import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  makeAdmin,
  rowOf,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { simultaneousCalls } from './support/direct-calls.ts';
import { concurrentEngine, engines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 17: attribution judged by the server (clicks timed by the database, 30 days, no
// self-referral, first attribution wins, sign-up metadata), commission clawback, and affiliate
// payouts through the payout queue ($10 minimum, commissions - held payouts).

const INSUFFICIENT = "Insufficient Balance: You don't have enough balance for this payout request.";

interface Statement {
  total_commission: number;
  referral_count: number;
  available: number;
  held: number;
  commissions: { payment_amount_cents: number; commission_cents: number; status: string }[];
}

async function joined(actor: SignedInActor): Promise<string> {
  const { data } = await actor.client.rpc('join_affiliate_program');
  return (data as { affiliate: { affiliate_code: string } }).affiliate.affiliate_code;
}

/** A landing on the link by a new signed-out visitor (a device id the server issued). */
async function click(stack: Stack, code: string): Promise<string> {
  const anon = anonActor(stack).client;
  const device = await anon.rpc('issue_device_id');
  if (typeof device.data !== 'string') throw new Error(`no device id: ${device.error?.message}`);
  const { data, error } = await anon.rpc('record_affiliate_click', {
    p_affiliate_code: code,
    p_device_id: device.data,
  });
  if (error || typeof data !== 'string') throw new Error(`click refused: ${error?.message}`);
  return data;
}

/** Books a referred payment as the webhook does (service role). */
function book(stack: Stack, payer: string, cents: number, paymentIntent = `pi_${randomUUID()}`) {
  return serviceClient(stack).rpc('record_commission', {
    p_referred_user_id: payer,
    p_payment_id: `cs_test_${randomUUID().replace(/-/g, '')}`,
    p_source: 'boost',
    p_amount_cents: cents,
    p_payment_intent_id: paymentIntent,
  });
}

async function setPaypal(stack: Stack, userId: string) {
  await stack.gateway.db.query(
    `update public.affiliates set payout_method = 'paypal',
       payout_details = jsonb_build_object('paypalEmail', 'aff-' || left($1::text, 8) || '@example.com')
     where user_id = $1`,
    [userId],
  );
}

/** An affiliate with a referred friend and a PayPal payout method. */
async function affiliateWithFriend(stack: Stack) {
  const affiliate = await userActor(stack, 'affiliate');
  const friend = await userActor(stack, 'friend');
  const code = await joined(affiliate);
  expect((await friend.client.rpc('record_referral', { p_affiliate_code: code })).error).toBeNull();
  await setPaypal(stack, affiliate.id);
  return { affiliate, friend, code };
}

describe.each(engines)('affiliate program rules on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(engine);
  });

  const referralOf = (userId: string) =>
    rowOf<{ code: string; clicked_ms: string }>(
      stack,
      `select a.affiliate_code as code, (extract(epoch from r.first_click_at) * 1000)::bigint::text as clicked_ms
         from public.referrals r join public.affiliates a on a.id = r.affiliate_id
        where r.referred_user_id = $1`,
      [userId],
    );

  it('refuses a self-referral, by call, at checkout and at sign-up', async () => {
    const affiliate = await userActor(stack, 'self');
    const code = await joined(affiliate);
    const own = await affiliate.client.rpc('record_referral', { p_affiliate_code: code });
    expect(own.error?.message).toBe('You cannot refer yourself.');
    expect(
      (
        await serviceClient(stack).rpc('attribute_referral', {
          p_user_id: affiliate.id,
          p_affiliate_code: code,
        })
      ).data,
    ).toEqual({ success: false, message: 'You cannot refer yourself.' });
    expect(await referralOf(affiliate.id)).toBeUndefined();
    expect(
      (await affiliate.client.rpc('record_referral', { p_affiliate_code: 'NOPE2345' })).error
        ?.message,
    ).toBe('Unknown affiliate code.');
    expect(
      (
        await anonActor(stack).client.rpc('record_affiliate_click', {
          p_affiliate_code: 'NOPE2345',
        })
      ).data,
    ).toBeNull();
  });

  it('ignores a click recorded 31 days ago and keeps the time of a recent one', async () => {
    const affiliate = await userActor(stack, 'linker');
    const code = await joined(affiliate);
    const [late, onTime] = await Promise.all([
      userActor(stack, 'late'),
      userActor(stack, 'ontime'),
    ]);
    const oldClick = await click(stack, code);
    await stack.gateway.db.query(
      `update private.affiliate_clicks set clicked_at = now() - interval '31 days' where id = $1`,
      [oldClick],
    );
    const expired = await late.client.rpc('record_referral', {
      p_affiliate_code: code,
      p_click_id: oldClick,
    });
    expect(expired.error?.message).toBe('The referral link has expired (30-day window).');
    expect(await referralOf(late.id)).toBeUndefined();
    // A click the server no longer knows (dropped after 31 days) or never made proves nothing.
    const forgotten = await late.client.rpc('record_referral', {
      p_affiliate_code: code,
      p_click_id: randomUUID(),
    });
    expect(forgotten.error?.message).toBe('The referral link has expired (30-day window).');
    expect(await referralOf(late.id)).toBeUndefined();

    const recent = await click(stack, code);
    await stack.gateway.db.query(
      `update private.affiliate_clicks set clicked_at = now() - interval '29 days' where id = $1`,
      [recent],
    );
    const accepted = await onTime.client.rpc('record_referral', {
      p_affiliate_code: code.toLowerCase(),
      p_click_id: recent,
    });
    expect(accepted.data).toMatchObject({ success: true, already_referred: false });
    const kept = await referralOf(onTime.id);
    expect(kept?.code).toBe(code);
    expect(Date.now() - Number(kept?.clicked_ms)).toBeGreaterThan(28.9 * 86_400_000);
    // First attribution wins: a later link of someone else changes nothing.
    const other = await joined(await userActor(stack, 'other'));
    expect(
      (await onTime.client.rpc('record_referral', { p_affiliate_code: other })).data,
    ).toMatchObject({ already_referred: true });
    expect((await referralOf(onTime.id))?.code).toBe(code);
    expect(
      (
        await rowOf(
          stack,
          'select referral_count from public.affiliates where affiliate_code = $1',
          [code],
        )
      )?.referral_count,
    ).toBe(1);
  });

  it('attributes a sign-up that carries the link, and never blocks one that carries a bad link', async () => {
    const code = await joined(await userActor(stack, 'inviter'));
    const clickId = await click(stack, code);
    const admin = serviceClient(stack).auth.admin;
    const signUp = (metadata: Record<string, string>) =>
      admin.createUser({
        email: `signup-${randomUUID().slice(0, 8)}@example.com`,
        password: 'correct-horse-1',
        user_metadata: metadata,
      });
    const referred = await signUp({ full_name: 'New Friend', ref_code: code, ref_click: clickId });
    expect(referred.error).toBeNull();
    expect((await referralOf(referred.data.user!.id))?.code).toBe(code);
    const badLinks: Record<string, string>[] = [
      { ref_code: 'NOPE2345' },
      { ref_code: code, ref_click: 'junk' },
    ];
    for (const metadata of badLinks) {
      const created = await signUp(metadata);
      expect(created.error).toBeNull();
      expect(
        await countOf(stack, 'select 1 from public.profiles where id = $1', [
          created.data.user!.id,
        ]),
      ).toBe(1);
    }
  });

  it('claws a refunded commission back once and lowers the total', async () => {
    const { affiliate, friend } = await affiliateWithFriend(stack);
    const intent = `pi_${randomUUID().replace(/-/g, '')}`;
    expect((await book(stack, friend.id, 1000, intent)).data).toMatchObject({
      commission_cents: 200,
    });
    await book(stack, friend.id, 500);
    const claw = () =>
      serviceClient(stack).rpc('claw_back_commission', {
        p_payment_intent_id: intent,
        p_reason: 'refunded',
      });
    expect((await claw()).data).toEqual({
      success: true,
      found: true,
      clawed_back: true,
      commission_cents: 200,
    });
    expect((await claw()).data).toEqual({ success: true, found: true, clawed_back: false });
    const statement = (await affiliate.client.rpc('affiliate_statement')).data as Statement;
    expect(statement).toMatchObject({ total_commission: 1, available: 1, referral_count: 1 });
    expect(statement.commissions.map((row) => row.status).sort()).toEqual(['pending', 'void']);
    expect(
      (await friend.client.rpc('claw_back_commission', { p_payment_intent_id: intent })).error
        ?.code,
    ).toBe('42501');
  });

  it('books void the commission of a payment whose refund arrived first', async () => {
    const { affiliate, friend } = await affiliateWithFriend(stack);
    const intent = `pi_${randomUUID().replace(/-/g, '')}`;
    const early = await serviceClient(stack).rpc('claw_back_commission', {
      p_payment_intent_id: intent,
      p_reason: 'dispute_lost',
    });
    expect(early.data).toEqual({ success: true, found: false, clawed_back: false });
    expect((await book(stack, friend.id, 1000, intent)).data).toEqual({
      success: true,
      commission: false,
      refunded: true,
    });
    const statement = (await affiliate.client.rpc('affiliate_statement')).data as Statement;
    expect(statement).toMatchObject({ total_commission: 0, available: 0 });
    expect(statement.commissions.map((row) => row.status)).toEqual(['void']);
  });

  it('pays commission out through the payout queue: $10 minimum, balance, statuses, separate from earnings', async () => {
    const { affiliate, friend } = await affiliateWithFriend(stack);
    const request = async (amount: number) =>
      (
        await affiliate.client.rpc('request_affiliate_payout', {
          p_amount: amount,
          p_request_key: randomUUID(),
        })
      ).data as { success: boolean; message: string; payout_id?: string };
    await book(stack, friend.id, 2500); // $5.00
    expect((await request(9.99)).message).toBe('The minimum payout is $10.00.');
    expect((await request(10)).message).toBe(INSUFFICIENT);
    await book(stack, friend.id, 5000); // +$10.00
    await book(stack, friend.id, 2500); // +$5.00 → $20.00
    // Earnings and commission are separate balances: no earnings, so no earnings payout.
    expect(
      ((await affiliate.client.rpc('request_payout', { p_amount: 10 })).data as { message: string })
        .message,
    ).toMatch(/payout method|Insufficient/);
    const first = await request(15);
    expect(first).toMatchObject({ success: true, message: 'Payout request submitted.' });
    expect((await request(10)).message).toBe(INSUFFICIENT);

    const admin = await userActor(stack, 'admin');
    await makeAdmin(stack, admin.id);
    const queue = (await admin.client.rpc('admin_payout_queue')).data as {
      id: string;
      source: string;
      payout_method: string;
    }[];
    expect(queue.find((row) => row.id === first.payout_id)).toMatchObject({
      source: 'affiliate',
      payout_method: 'paypal',
    });
    const statuses = async () =>
      ((await affiliate.client.rpc('affiliate_statement')).data as Statement).commissions
        .map((row) => `${row.commission_cents}:${row.status}`)
        .reverse();
    expect(await statuses()).toEqual(['500:pending', '1000:pending', '500:pending']);
    await admin.client.rpc('review_payout', {
      p_payout_id: first.payout_id,
      p_decision: 'approve',
    });
    expect(await statuses()).toEqual(['500:approved', '1000:approved', '500:pending']);
    await admin.client.rpc('review_payout', {
      p_payout_id: first.payout_id,
      p_decision: 'mark_paid',
    });
    expect(await statuses()).toEqual(['500:paid', '1000:paid', '500:pending']);
    expect((await affiliate.client.rpc('affiliate_statement')).data).toMatchObject({
      available: 5,
      held: 15,
    });
  });

  it('needs membership and a payout method before a payout', async () => {
    const stranger = await userActor(stack, 'stranger');
    const refused = await stranger.client.rpc('request_affiliate_payout', { p_amount: 10 });
    expect((refused.data as { message: string }).message).toBe('Join the affiliate program first.');
    expect((await stranger.client.rpc('affiliate_statement')).data).toBeNull();
    await joined(stranger);
    const noMethod = await stranger.client.rpc('request_affiliate_payout', { p_amount: 10 });
    expect((noMethod.data as { message: string }).message).toBe(
      'Add your payout method (PayPal or bank) before requesting a payout.',
    );
  });
});

describe('concurrent affiliate payouts on real Postgres', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it('accepts exactly one of 30 payout requests for the whole commission released at once', async () => {
    const { affiliate, friend } = await affiliateWithFriend(stack);
    await book(stack, friend.id, 10000); // $20.00
    const answers = await simultaneousCalls<{ success: boolean; message: string }>(
      stack.gateway.db.url!,
      Array.from({ length: 30 }, () => ({
        userId: affiliate.id,
        sql: 'select public.request_affiliate_payout($1) as result',
        params: [20],
      })),
    );
    const results = answers.map((answer) => {
      if ('error' in answer) throw new Error(answer.error);
      return answer.result;
    });
    expect(results.filter((answer) => answer.success)).toHaveLength(1);
    expect(results.filter((answer) => answer.message === INSUFFICIENT)).toHaveLength(29);
    expect(
      await countOf(
        stack,
        `select 1 from public.payout_requests where user_id = $1 and source = 'affiliate'`,
        [affiliate.id],
      ),
    ).toBe(1);
  });
});
