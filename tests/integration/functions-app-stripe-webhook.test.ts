import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from './support/auth.ts';
import { FIRST_BOOT_MS, insertVideo, invoke, signedInMember } from './support/app-functions.ts';
import { deliver, openSession, pay, sessionEvent } from './support/payment-sandbox.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

describe.each(engines)('stripe-webhook through the payment sandbox on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  async function boostOrder(
    videoId: string | null,
    userId: string,
    days: number,
    cents: number,
    sessionId: string,
  ) {
    await stack.gateway.db.query(
      `insert into public.boost_orders (video_id, user_id, days, amount_cents, checkout_session_id)
       values ($1, $2, $3, $4, $5)`,
      [videoId, userId, days, cents, sessionId],
    );
  }

  const boostOf = async (videoId: string) =>
    (
      await stack.gateway.db.query<{ is_boosted: boolean; boost_until: string }>(
        `select is_boosted, boost_until::text as boost_until from public.videos where id = $1`,
        [videoId],
      )
    ).rows[0]!;

  it(
    'a paid boost order activates the boost once, however often the event arrives',
    async () => {
      const owner = await confirmedUser(stack, 'correct-horse-1', 'booster');
      const videoId = await insertVideo(stack, owner.id);
      const session = await openSession(stack, {
        amount_total: 500,
        description: 'Boost video for 3 days',
        client_reference_id: owner.id,
        metadata: { kind: 'boost', videoId },
      });
      await boostOrder(videoId, owner.id, 3, 500, session.id);

      const paid = await pay(stack, session);
      expect(paid.webhook_status).toBe(200);
      expect(JSON.parse(paid.webhook_response!)).toMatchObject({
        received: true,
        kind: 'boost',
        activated: true,
        videoId,
        commission: { commission: false },
      });
      const boosted = await boostOf(videoId);
      expect(boosted.is_boosted).toBe(true);
      const days = (Date.parse(boosted.boost_until) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.99);
      expect(days).toBeLessThan(3.01);
      const order = await stack.gateway.db.query<{ status: string; paid: boolean }>(
        `select status, paid_at is not null as paid from public.boost_orders where checkout_session_id = $1`,
        [session.id],
      );
      expect(order.rows).toEqual([{ status: 'paid', paid: true }]);

      const replay = await deliver(stack, await sessionEvent(stack, session.id));
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ received: true, kind: 'boost', activated: false });
      expect((await boostOf(videoId)).boost_until).toBe(boosted.boost_until);
    },
    FIRST_BOOT_MS,
  );

  it("books the referring affiliate's 20% of a referred buyer's boost, once", async () => {
    const affiliate = await signedInMember(stack, 'affiliate');
    const joined = await affiliate.client.rpc('join_affiliate_program');
    expect(joined.error).toBeNull();
    const code = (joined.data as { affiliate: { affiliate_code: string } }).affiliate
      .affiliate_code;
    const buyer = await signedInMember(stack, 'referred-buyer');
    expect(
      (await buyer.client.rpc('record_referral', { p_affiliate_code: code })).error,
    ).toBeNull();

    const videoId = await insertVideo(stack, buyer.id);
    const session = await openSession(stack, {
      amount_total: 100,
      description: 'Boost video for 1 day',
      client_reference_id: buyer.id,
      metadata: { kind: 'boost', videoId },
    });
    await boostOrder(videoId, buyer.id, 1, 100, session.id);
    const paid = await pay(stack, session);
    expect(JSON.parse(paid.webhook_response!)).toMatchObject({
      activated: true,
      commission: { commission: true, commission_cents: 20 },
    });
    await deliver(stack, await sessionEvent(stack, session.id));

    const booked = await stack.gateway.db.query<{
      commission_cents: number;
      source: string;
      total: string;
    }>(
      `select c.commission_cents, c.source, a.total_commission::text as total
         from public.commissions c join public.affiliates a on a.id = c.affiliate_id
        where c.payment_id = $1`,
      [session.id],
    );
    expect(booked.rows).toEqual([{ commission_cents: 20, source: 'boost', total: '0.20' }]);
  });

  it('a paid premium checkout makes the buyer premium for the plan period, idempotently', async () => {
    const member = await signedInMember(stack, 'subscriber');
    const session = await openSession(stack, {
      mode: 'subscription',
      amount_total: 500,
      description: 'LaughLoop Premium (monthly)',
      client_reference_id: member.id,
      metadata: { kind: 'premium', planType: 'monthly' },
    });
    const paid = await pay(stack, session);
    expect(paid.webhook_status).toBe(200);

    const expectedEnd = new Date(session.created * 1000);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    const readRow = async () =>
      (
        await stack.gateway.db.query<{
          subscription_status: string;
          plan_type: string;
          stripe_subscription_id: string;
          end_ms: string;
        }>(
          `select subscription_status, plan_type, stripe_subscription_id,
                  (extract(epoch from current_period_end) * 1000)::bigint::text as end_ms
             from public.premium_subscribers where user_id = $1`,
          [member.id],
        )
      ).rows;
    const [row] = await readRow();
    expect(row).toMatchObject({ subscription_status: 'active', plan_type: 'monthly' });
    expect(row!.stripe_subscription_id).toBe(`sub_${session.id.replace('cs_test_', '')}`);
    // Allow for month-end clamping (e.g. 31 March + 1 month = 30 April).
    expect(Math.abs(Number(row!.end_ms) - expectedEnd.getTime())).toBeLessThanOrEqual(
      3 * 86_400_000,
    );

    const check = await invoke(member.client, 'secure-premium-management', {
      action: 'check_subscription',
    });
    expect(check.body).toMatchObject({ isSubscribed: true, status: 'active', planType: 'monthly' });

    expect((await deliver(stack, await sessionEvent(stack, session.id))).status).toBe(200);
    expect(await readRow()).toEqual([row]);
  });

  it('refuses a premium payment that does not match its plan and activates nothing', async () => {
    const member = await signedInMember(stack, 'underpaid');
    const session = await openSession(stack, {
      mode: 'subscription',
      amount_total: 500,
      description: 'LaughLoop Premium (annual)',
      client_reference_id: member.id,
      metadata: { kind: 'premium', planType: 'annual' },
    });
    const paid = await pay(stack, session);
    expect(paid.webhook_status).toBe(400);
    expect(JSON.parse(paid.webhook_response!)).toEqual({
      error: `Checkout session ${session.id} paid a different amount than the annual plan`,
    });
    const rows = await stack.gateway.db.query(
      `select 1 from public.premium_subscribers where user_id = $1`,
      [member.id],
    );
    expect(rows.rows).toEqual([]);
  });

  it('rejects bad signatures and acknowledges events it does not act on', async () => {
    const event = {
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    };
    const forged = await deliver(stack, event, 'whsec_not_the_real_secret');
    expect(forged.status).toBe(400);
    expect(String(forged.body.error)).toMatch(/^Webhook signature verification failed: /);

    const unsigned = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({
      error: 'Webhook signature verification failed: Missing Stripe-Signature header',
    });

    expect(await deliver(stack, event)).toEqual({
      status: 200,
      body: { received: true, type: 'customer.created' },
    });
    // An invoice that bills no subscription (a one-off) is acknowledged and changes nothing.
    const oneOff = { ...event, id: 'evt_invoice', type: 'invoice.paid', created: 1 };
    expect(await deliver(stack, { ...oneOff, data: { object: { id: 'in_1' } } })).toEqual({
      status: 200,
      body: {
        received: true,
        type: 'invoice.paid',
        kind: 'subscription',
        subscriptionId: null,
        result: 'not premium',
      },
    });

    const foreign = await openSession(stack, {
      amount_total: 700,
      description: 'Not ours',
      metadata: { kind: 'tshirt' },
    });
    expect(JSON.parse((await pay(stack, foreign)).webhook_response!)).toEqual({
      received: true,
      type: 'checkout.session.completed',
      ignored: 'not a LaughLoop checkout',
    });

    const orphan = await openSession(stack, {
      amount_total: 100,
      description: 'Boost without order',
      metadata: { kind: 'boost' },
    });
    const orphanPaid = await pay(stack, orphan);
    expect(orphanPaid.webhook_status).toBe(404);
    expect(JSON.parse(orphanPaid.webhook_response!)).toEqual({
      error: `No boost order for checkout session ${orphan.id}`,
    });
  });

  it('ignores a completed session that is not paid yet', async () => {
    const owner = await confirmedUser(stack, 'correct-horse-1', 'pending-payer');
    const videoId = await insertVideo(stack, owner.id);
    const session = await openSession(stack, {
      amount_total: 100,
      description: 'Boost',
      metadata: { kind: 'boost', videoId },
    });
    await boostOrder(videoId, owner.id, 1, 100, session.id);
    const view = await (await fetch(`${stack.url}/_dev/checkout/${session.id}?format=json`)).json();
    const unpaid = {
      id: 'evt_unpaid',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: view },
    };
    expect(await deliver(stack, unpaid)).toEqual({
      status: 200,
      body: {
        received: true,
        type: 'checkout.session.completed',
        ignored: 'payment not completed yet',
      },
    });
    expect((await boostOf(videoId)).is_boosted).toBe(false);
  });
});
