import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  invoke,
  mailsWithSubject,
  signedInMember,
} from './support/app-functions.ts';
import { deliver, openSession, pay } from './support/payment-sandbox.ts';
import { DAY, NOT_PREMIUM, premiumWorld } from './support/premium-world.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';
import {
  disputeEvent,
  invoicePaidEvent,
  refundEvent,
  stripeTag,
  subscriptionUpdatedEvent,
} from './support/stripe-events.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 34 §4 "Refunds end Premium": a full refund or a lost dispute of a Premium payment ends the
// Premium (and earning) it bought and voids its affiliate commission; a partial refund, a won
// dispute, or a refund of a payment whose period a later payment covers, keep it. Each through
// signed webhook events as Stripe sends them; replays, out-of-order events and races change
// nothing more.

describe.each(parityEngines)('refunds end Premium on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(engine);
  });
  const world = premiumWorld(() => stack);

  it(
    'a full refund ends Premium and earning at once and voids the commission; nothing brings it back but a new payment',
    async () => {
      const { member } = await world.referredMember('refunded');
      const sub = await world.subscribe(member);
      expect(await world.membership(member)).toMatchObject({
        isSubscribed: true,
        status: 'active',
      });
      expect(await world.earningRefusal(member)).not.toBe(NOT_PREMIUM);
      expect(await world.commissionOf(sub.paid)).toEqual({ status: 'pending', total: '1.00' });

      const refund = refundEvent(sub.paid);
      expect(await deliver(stack, refund)).toEqual({
        status: 200,
        body: {
          received: true,
          type: 'charge.refunded',
          kind: 'premium',
          refunded: true,
          reason: 'refunded',
          ended: true,
          premium: false,
          duplicate: false,
          commission: { success: true, found: true, clawed_back: true, commission_cents: 100 },
        },
      });
      // What the app reads: not Premium (the premium pages send the member to /premium-order).
      expect(await world.membership(member)).toMatchObject({
        isSubscribed: false,
        status: 'refunded',
      });
      expect(await world.earningRefusal(member)).toBe(NOT_PREMIUM);
      expect(await world.commissionOf(sub.paid)).toEqual({ status: 'void', total: '0.00' });
      const profile = await stack.gateway.db.query(
        `select subscription_status from public.profiles where id = $1`,
        [member.id],
      );
      expect(profile.rows).toEqual([{ subscription_status: 'inactive' }]);

      // The same event again, a lost dispute of the same charge, and what Stripe may still send
      // about the subscription (a portal toggle, newer than the refund): nothing comes back.
      expect((await deliver(stack, refund)).body).toMatchObject({
        kind: 'premium',
        refunded: false,
        duplicate: true,
      });
      expect((await deliver(stack, disputeEvent(sub.paid, 'lost'))).body).toMatchObject({
        kind: 'premium',
        refunded: false,
        duplicate: false,
        commission: { clawed_back: false },
      });
      // Stripe's subscription names the period the refunded invoice paid for.
      const now = Math.floor(Date.now() / 1000);
      const periodEnd = sub.periodEnd;
      for (const cancel of [true, false]) {
        const toggled = await deliver(
          stack,
          subscriptionUpdatedEvent(sub, periodEnd, cancel, now + 5),
        );
        expect(toggled.body).toMatchObject({ result: 'applied' });
      }
      expect(await world.membership(member)).toMatchObject({ isSubscribed: false });
      expect(await world.earningRefusal(member)).toBe(NOT_PREMIUM);

      // The member pays the next period: Premium again.
      const renewal = invoicePaidEvent(
        sub,
        { start: periodEnd, end: periodEnd + 30 * DAY },
        `pi_${stripeTag()}`,
        'subscription_cycle',
        now + 10,
      );
      expect((await deliver(stack, renewal)).body).toMatchObject({
        result: 'applied',
        payment: { recorded: true },
      });
      expect(await world.membership(member)).toMatchObject({
        isSubscribed: true,
        status: 'active',
      });
    },
    FIRST_BOOT_MS,
  );

  it('a lost dispute ends Premium; a partial refund, a won dispute and a refunded older period keep it', async () => {
    const { member } = await world.referredMember('disputed');
    const sub = await world.subscribe(member);
    const now = Math.floor(Date.now() / 1000);
    const renewalIntent = `pi_${stripeTag()}`;
    const renewal = invoicePaidEvent(
      sub,
      { start: now + 30 * DAY, end: now + 60 * DAY },
      renewalIntent,
      'subscription_cycle',
      now + 2,
    );
    expect((await deliver(stack, renewal)).status).toBe(200);

    expect((await deliver(stack, refundEvent(renewalIntent, false))).body).toEqual({
      received: true,
      type: 'charge.refunded',
      ignored: 'partial refund',
    });
    for (const status of ['won', 'warning_closed']) {
      expect((await deliver(stack, disputeEvent(renewalIntent, status))).body).toMatchObject({
        ignored: `dispute ${status}`,
      });
    }
    // The first month's money goes back, but the renewal paid through a later end: still Premium,
    // and only the first payment's commission is voided.
    expect((await deliver(stack, refundEvent(sub.paid))).body).toMatchObject({
      kind: 'premium',
      refunded: true,
      ended: false,
      premium: true,
      commission: { clawed_back: true },
    });
    expect(await world.membership(member)).toMatchObject({ isSubscribed: true });
    expect((await world.commissionOf(renewalIntent))?.status).toBe('pending');

    expect((await deliver(stack, disputeEvent(renewalIntent, 'lost'))).body).toMatchObject({
      kind: 'premium',
      refunded: true,
      reason: 'dispute_lost',
      ended: true,
      premium: false,
      commission: { clawed_back: true },
    });
    expect(await world.membership(member)).toMatchObject({
      isSubscribed: false,
      status: 'refunded',
    });
    expect(await world.earningRefusal(member)).toBe(NOT_PREMIUM);
  });

  it('a payment refunded before its own event arrives buys nothing', async () => {
    const member = await signedInMember(stack, 'refund-first');
    const session = await openSession(stack, {
      amount_total: 500,
      description: 'LaughLoop Premium (monthly)',
      client_reference_id: member.id,
      metadata: { kind: 'premium', planType: 'monthly' },
    });
    // The sandbox names a payment's intent after its session, as Stripe's ids of one payment do.
    const paymentIntent = `pi_${session.id.replace(/^cs_test_/, '')}`;
    expect((await deliver(stack, refundEvent(paymentIntent))).body).toMatchObject({
      ignored: 'not a Premium or boost payment',
    });
    const paid = await pay(stack, session);
    expect(paid.webhook_status).toBe(200);
    expect(JSON.parse(paid.webhook_response!)).toMatchObject({
      kind: 'premium',
      payment: { recorded: true, refunded: true },
    });
    expect(await world.membership(member)).toMatchObject({
      isSubscribed: false,
      status: 'refunded',
    });
  });

  it('after a refund, a new subscription (shorter too) or the free offer gives Premium again; the refunded one’s news does not', async () => {
    const member = await signedInMember(stack, 'comeback');
    const annual = await world.subscribe(member, 'annual');
    expect((await deliver(stack, refundEvent(annual.paid))).body).toMatchObject({ ended: true });
    // A payment of an older period arriving late does not lift the refund's hold.
    const now = Math.floor(Date.now() / 1000);
    const late = invoicePaidEvent(
      annual,
      { start: now - 60 * DAY, end: now - 30 * DAY },
      `pi_${stripeTag()}`,
      'subscription_cycle',
      now - 30 * DAY,
    );
    expect((await deliver(stack, late)).body).toMatchObject({ result: 'stale' });
    expect(await world.membership(member)).toMatchObject({ isSubscribed: false });

    // A new monthly subscription: Premium for its month, not for the refunded year.
    const monthly = await world.subscribe(member, 'monthly');
    const renewed = await world.membership(member);
    expect(renewed).toMatchObject({ isSubscribed: true, status: 'active' });
    expect(Date.parse(renewed.currentPeriodEnd!) / 1000).toBe(monthly.periodEnd);
    const toggled = subscriptionUpdatedEvent(annual, annual.periodEnd, false, now + 20);
    expect((await deliver(stack, toggled)).body).toMatchObject({ result: 'another subscription' });
    expect(await world.membership(member)).toEqual(renewed);

    // The free offer, never had, after a refunded year (which ran past the free months' end).
    const other = await signedInMember(stack, 'refund-then-free');
    const sub = await world.subscribe(other, 'annual');
    expect((await deliver(stack, refundEvent(sub.paid))).body).toMatchObject({ ended: true });
    await invoke(stack.client(), 'send-free-premium-code', { email: other.email });
    const [mail] = await mailsWithSubject(stack, other.email, 'Your free LaughLoop Premium code');
    const code = /LL-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail!.text_body)![0];
    expect(
      (await invoke(other.client, 'redeem-free-premium-code', { promoCode: code })).status,
    ).toBe(200);
    expect(await world.membership(other)).toMatchObject({
      isSubscribed: true,
      status: 'active',
      planType: 'free_trial',
    });
  });

  it('lets only the service role record or refund a Premium payment', async () => {
    const member = await signedInMember(stack, 'would-be-refunder');
    const refund = await member.client.rpc('refund_premium_payment', {
      p_event_id: 'evt_forged',
      p_event_type: 'charge.refunded',
      p_payment_intent_id: 'pi_anything',
      p_reason: 'refunded',
    });
    expect(refund.error?.code).toBe('42501');
    const record = await member.client.rpc('record_premium_payment', {
      p_payment_intent_id: 'pi_mine',
      p_user_id: member.id,
      p_paid_through: new Date(Date.now() + 90 * DAY * 1000).toISOString(),
    });
    expect(record.error?.code).toBe('42501');
  });
});

describe('racing refund deliveries on real Postgres', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });
  const world = premiumWorld(() => stack);

  it(
    'ends Premium and voids the commission once for 30 deliveries at once (one event 20 times, 10 other events)',
    async () => {
      const { member } = await world.referredMember('raced');
      const sub = await world.subscribe(member);
      const refund = refundEvent(sub.paid);
      const events = [
        ...Array.from({ length: 20 }, () => refund),
        ...Array.from({ length: 5 }, () => refundEvent(sub.paid)),
        ...Array.from({ length: 5 }, () => disputeEvent(sub.paid, 'lost')),
      ];
      const deliveries = await Promise.all(events.map((event) => deliver(stack, event)));
      expect(deliveries.map((delivery) => delivery.status)).toEqual(events.map(() => 200));
      const bodies = deliveries.map((delivery) => delivery.body as Record<string, unknown>);
      expect(bodies.filter((body) => body.refunded === true)).toHaveLength(1);
      expect(bodies.filter((body) => body.ended === true)).toHaveLength(1);
      expect(bodies.filter((body) => body.duplicate === true)).toHaveLength(19);
      expect(
        bodies.filter((body) => (body.commission as { clawed_back: boolean }).clawed_back),
      ).toHaveLength(1);
      expect(await world.commissionOf(sub.paid)).toEqual({ status: 'void', total: '0.00' });
      expect(await world.membership(member)).toMatchObject({ isSubscribed: false });
      const refunded = await stack.gateway.db.query(
        `select refund_reason from private.premium_payments where payment_intent_id = $1`,
        [sub.paid],
      );
      expect(refunded.rows).toHaveLength(1);
    },
    FIRST_BOOT_MS,
  );
});
