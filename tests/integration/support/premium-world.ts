import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { invoke, signedInMember, type SignedInMember } from './app-functions.ts';
import { deliver } from './payment-sandbox.ts';
import type { Stack } from './stack.ts';
import { invoicePaidEvent, type PremiumSubscription, stripeTag } from './stripe-events.ts';

// The steps the Premium refund suites share: members (referred or not), subscriptions bought as
// with Stripe through signed events, and what the app and the earning rule then say.

export const DAY = 86_400;
export const NOT_PREMIUM = 'Upgrade to Premium to start earning money for your activities!';

export interface Membership {
  isSubscribed: boolean;
  status: string;
  planType: string | null;
  currentPeriodEnd: string | null;
}

export interface BoughtSubscription extends PremiumSubscription {
  /** The payment intent of its first invoice. */
  paid: string;
  /** The end of the period that invoice paid for (Unix seconds). */
  periodEnd: number;
}

export function premiumWorld(stack: () => Stack) {
  const db = () => stack().gateway.db;

  /** An affiliate's code, and a member referred by it. */
  async function referredMember(label: string) {
    const affiliate = await signedInMember(stack(), `${label}-affiliate`);
    const joined = await invoke<{ affiliate: { affiliate_code: string } }>(
      affiliate.client,
      'join-affiliate-program',
      { email: affiliate.email },
    );
    const member = await signedInMember(stack(), label);
    const referred = await member.client.rpc('record_referral', {
      p_affiliate_code: joined.body.affiliate.affiliate_code,
    });
    expect(referred.error).toBeNull();
    return { affiliateId: affiliate.id, member };
  }

  /**
   * A subscription bought as with Stripe: the checkout the app starts, its completion (with an
   * invoice) and the first invoice's invoice.paid, which names the payment intent.
   */
  async function subscribe(
    member: SignedInMember,
    planType: 'monthly' | 'annual' = 'monthly',
  ): Promise<BoughtSubscription> {
    const started = await invoke<{ url: string }>(member.client, 'create-premium-checkout', {
      planType,
      requestKey: randomUUID(),
    });
    expect(started.status).toBe(200);
    const session = (await (await fetch(`${started.body.url}?format=json`)).json()) as object;
    const tag = stripeTag();
    const sub = { subscription: `sub_${tag}`, customer: `cus_${tag}`, userId: member.id };
    const now = Math.floor(Date.now() / 1000);
    const completed = await deliver(stack(), {
      id: `evt_${tag}_completed`,
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
      data: {
        object: {
          ...session,
          payment_status: 'paid',
          subscription: sub.subscription,
          invoice: `in_${tag}`,
        },
      },
    });
    expect(completed.status).toBe(200);
    const periodEnd = now + (planType === 'annual' ? 365 : 30) * DAY;
    const first = invoicePaidEvent(
      sub,
      { start: now, end: periodEnd },
      `pi_${tag}`,
      'subscription_create',
      now + 1,
    );
    const paid = await deliver(stack(), first);
    expect(paid.body).toMatchObject({
      result: 'applied',
      payment: { recorded: true, refunded: false },
    });
    return { ...sub, paid: `pi_${tag}`, periodEnd };
  }

  /** What the app reads (secure-premium-management check_subscription). */
  const membership = async (member: SignedInMember) =>
    (
      await invoke<Membership>(member.client, 'secure-premium-management', {
        action: 'check_subscription',
      })
    ).body;

  /** What record_earning says for a watch with no video: past the Premium check, or not. */
  const earningRefusal = async (member: SignedInMember) =>
    (
      (
        await member.client.rpc('record_earning', {
          p_category: 'watch',
          p_metadata: {},
          p_idempotency_key: randomUUID(),
        })
      ).data as { error: string }
    ).error;

  /** The commission a payment booked, and its affiliate's total. */
  const commissionOf = async (paymentIntent: string) =>
    (
      await db().query<{ status: string; total: string }>(
        `select c.status, a.total_commission::text as total
           from public.commissions c join public.affiliates a on a.id = c.affiliate_id
          where c.payment_intent_id = $1`,
        [paymentIntent],
      )
    ).rows[0];

  return { referredMember, subscribe, membership, earningRefusal, commissionOf };
}
