import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, insertVideo, signedInMember } from './support/app-functions.ts';
import { deliver, openSession, pay, sessionEvent } from './support/payment-sandbox.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const DAY_MS = 86_400_000;
const PLANS = { 1: 100, 3: 500, 5: 1000 } as const;

/** A charge.refunded event as Stripe sends it (refunded is true only for a full refund). */
const refundEvent = (paymentIntent: string, refunded = true) => ({
  id: `evt_refund_${crypto.randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type: 'charge.refunded',
  data: {
    object: {
      id: `ch_${crypto.randomUUID().replace(/-/g, '')}`,
      object: 'charge',
      amount: 500,
      amount_refunded: refunded ? 500 : 200,
      refunded,
      payment_intent: paymentIntent,
      metadata: {},
    },
  },
});

const disputeEvent = (paymentIntent: string, status: string) => ({
  id: `evt_dispute_${crypto.randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type: 'charge.dispute.closed',
  data: {
    object: {
      id: `dp_${crypto.randomUUID().replace(/-/g, '')}`,
      object: 'dispute',
      charge: 'ch_disputed',
      payment_intent: paymentIntent,
      status,
    },
  },
});

describe.each(engines)('refunds and lost disputes end boosts on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const boostOf = async (videoId: string) =>
    (
      await stack.gateway.db.query<{ is_boosted: boolean; until_ms: string | null }>(
        `select is_boosted, (extract(epoch from boost_until) * 1000)::bigint::text as until_ms
           from public.videos where id = $1`,
        [videoId],
      )
    ).rows[0]!;
  const daysLeft = async (videoId: string) =>
    (Number((await boostOf(videoId)).until_ms) - Date.now()) / DAY_MS;

  /** A boost bought through the sandbox: order, checkout, Pay (the signed completion webhook). */
  async function buyBoost(videoId: string, userId: string, days: keyof typeof PLANS) {
    const session = await openSession(stack, {
      amount_total: PLANS[days],
      description: `Boost video for ${days} days`,
      client_reference_id: userId,
      metadata: { kind: 'boost', videoId },
    });
    await stack.gateway.db.query(
      `insert into public.boost_orders (video_id, user_id, days, amount_cents, checkout_session_id)
       values ($1, $2, $3, $4, $5)`,
      [videoId, userId, days, PLANS[days], session.id],
    );
    const paid = await pay(stack, session);
    expect(paid.webhook_status).toBe(200);
    const order = await stack.gateway.db.query<{ payment_intent_id: string }>(
      `select payment_intent_id from public.boost_orders where checkout_session_id = $1`,
      [session.id],
    );
    // The sandbox's payment intent shares the session's suffix, as Stripe's ids of one payment do.
    const paymentIntent = `pi_${session.id.replace(/^cs_test_/, '')}`;
    expect(order.rows).toEqual([{ payment_intent_id: paymentIntent }]);
    return { session, paymentIntent };
  }

  const orderOf = async (sessionId: string) =>
    (
      await stack.gateway.db.query<{ status: string; refund_reason: string | null; paid: boolean }>(
        `select status, refund_reason, paid_at is not null as paid
           from public.boost_orders where checkout_session_id = $1`,
        [sessionId],
      )
    ).rows[0];

  it(
    'a full refund ends the boost once; replays of the refund or of the payment change nothing',
    async () => {
      const owner = await signedInMember(stack, 'refunded-buyer');
      const videoId = await insertVideo(stack, owner.id);
      const { session, paymentIntent } = await buyBoost(videoId, owner.id, 3);
      expect((await boostOf(videoId)).is_boosted).toBe(true);

      const refunded = await deliver(stack, refundEvent(paymentIntent));
      expect(refunded).toMatchObject({
        status: 200,
        body: {
          received: true,
          type: 'charge.refunded',
          kind: 'boost',
          refunded: true,
          reason: 'refunded',
          videoId,
          isBoosted: false,
          boostUntil: null,
        },
      });
      expect(await boostOf(videoId)).toEqual({ is_boosted: false, until_ms: null });
      expect(await orderOf(session.id)).toEqual({
        status: 'refunded',
        refund_reason: 'refunded',
        paid: true,
      });

      const again = await deliver(stack, refundEvent(paymentIntent));
      expect(again.body).toMatchObject({ kind: 'boost', refunded: false, videoId });
      const replayedPayment = await deliver(stack, await sessionEvent(stack, session.id));
      expect(replayedPayment).toMatchObject({
        status: 200,
        body: { kind: 'boost', activated: false, commission: null },
      });
      expect(await boostOf(videoId)).toEqual({ is_boosted: false, until_ms: null });
    },
    FIRST_BOOT_MS,
  );

  it('a second boost extends the first; refunding one keeps what the other bought', async () => {
    const owner = await signedInMember(stack, 'stacked-buyer');
    const videoId = await insertVideo(stack, owner.id);
    const first = await buyBoost(videoId, owner.id, 1);
    expect(await daysLeft(videoId)).toBeCloseTo(1, 2);
    const second = await buyBoost(videoId, owner.id, 3);
    expect(await daysLeft(videoId)).toBeCloseTo(4, 2);

    // A lost dispute takes the first payment back: the 3 days bought second remain, from now.
    const lost = await deliver(stack, disputeEvent(first.paymentIntent, 'lost'));
    expect(lost.body).toMatchObject({
      kind: 'boost',
      refunded: true,
      reason: 'dispute_lost',
      isBoosted: true,
    });
    expect(await daysLeft(videoId)).toBeCloseTo(3, 2);
    expect(await orderOf(first.session.id)).toMatchObject({
      status: 'refunded',
      refund_reason: 'dispute_lost',
    });

    await deliver(stack, refundEvent(second.paymentIntent));
    expect((await boostOf(videoId)).is_boosted).toBe(false);
  });

  it('refunding a boost that already ran out does not shorten the one running now', async () => {
    const owner = await signedInMember(stack, 'old-refund');
    const videoId = await insertVideo(stack, owner.id);
    // Five days bought two weeks ago (ended 9 days ago), then 1 day bought now.
    await stack.gateway.db.query(
      `insert into public.boost_orders (video_id, user_id, days, amount_cents, checkout_session_id,
                                        status, paid_at, payment_intent_id)
       values ($1, $2, 5, 1000, $3, 'paid', now() - interval '14 days', 'pi_two_weeks_ago')`,
      [videoId, owner.id, `cs_test_old_${crypto.randomUUID().replace(/-/g, '')}`],
    );
    await buyBoost(videoId, owner.id, 1);
    expect(await daysLeft(videoId)).toBeCloseTo(1, 2);

    const refunded = await deliver(stack, refundEvent('pi_two_weeks_ago'));
    expect(refunded.body).toMatchObject({ refunded: true, isBoosted: true });
    expect(await daysLeft(videoId)).toBeCloseTo(1, 2);
  });

  it('ignores partial refunds, disputes not lost and payments that bought neither boost nor Premium', async () => {
    const owner = await signedInMember(stack, 'kept-boost');
    const videoId = await insertVideo(stack, owner.id);
    const { paymentIntent } = await buyBoost(videoId, owner.id, 5);
    const before = await boostOf(videoId);

    expect(await deliver(stack, refundEvent(paymentIntent, false))).toEqual({
      status: 200,
      body: { received: true, type: 'charge.refunded', ignored: 'partial refund' },
    });
    for (const status of ['won', 'warning_closed']) {
      expect((await deliver(stack, disputeEvent(paymentIntent, status))).body).toEqual({
        received: true,
        type: 'charge.dispute.closed',
        ignored: `dispute ${status}`,
      });
    }
    expect((await deliver(stack, refundEvent('pi_premium_or_foreign'))).body).toEqual({
      received: true,
      type: 'charge.refunded',
      ignored: 'not a Premium or boost payment',
      commission: { success: true, found: false, clawed_back: false },
    });
    expect(await boostOf(videoId)).toEqual(before);
    expect(before.is_boosted).toBe(true);
  });

  it('lets only the service role end a boost', async () => {
    const member = await signedInMember(stack, 'would-be-refunder');
    const attempt = await member.client.rpc('refund_boost', {
      p_payment_intent_id: 'pi_anything',
      p_reason: 'refunded',
    });
    expect(attempt.error?.code).toBe('42501');
  });
});
