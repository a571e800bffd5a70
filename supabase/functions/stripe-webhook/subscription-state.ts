import type Stripe from 'stripe';
import { PREMIUM_PLANS, type PremiumPlanType } from '../_shared/plans.ts';
import { stripeId } from './stripe-id.ts';

/** What premium_subscribers keeps of a Stripe subscription status: only 'active' grants access. */
export type MemberStatus = 'active' | 'inactive' | 'past_due' | 'canceled';

const STATUS: Record<Stripe.Subscription.Status, MemberStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'inactive',
  paused: 'inactive',
};

export function memberStatus(status: Stripe.Subscription.Status): MemberStatus {
  return STATUS[status] ?? 'inactive';
}

/** The plan a price bills: the subscription's metadata names it, else its billing period does. */
export function planOfSubscription(subscription: Stripe.Subscription): PremiumPlanType | null {
  const named = subscription.metadata?.planType;
  const recurring = subscription.items?.data?.[0]?.price?.recurring;
  const months = recurring
    ? recurring.interval === 'year'
      ? 12 * recurring.interval_count
      : recurring.interval === 'month'
        ? recurring.interval_count
        : null
    : null;
  const byPeriod = (Object.keys(PREMIUM_PLANS) as PremiumPlanType[]).find(
    (plan) => PREMIUM_PLANS[plan].months === months,
  );
  // A switch in the portal changes the price; the metadata still names the plan bought first.
  if (byPeriod) return byPeriod;
  return named && Object.hasOwn(PREMIUM_PLANS, named) ? (named as PremiumPlanType) : null;
}

/**
 * The end of the period paid for. Since API version 2025-03-31 it lives on the subscription's
 * items; older payloads (and older API versions) have it on the subscription itself.
 */
export function periodEndOfSubscription(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  const seconds = subscription.items?.data?.[0]?.current_period_end ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** The subscription an invoice bills: parent.subscription_details now, `subscription` before. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return stripeId(parent ?? legacy ?? null);
}

/** The member an invoice's subscription was bought by (the checkout's metadata, copied on). */
export function userOfInvoice(invoice: Stripe.Invoice): string | null {
  return invoice.parent?.subscription_details?.metadata?.userId ?? null;
}

/** The latest period end an invoice's lines pay for. */
export function periodEndOfInvoice(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0);
  const latest = Math.max(0, ...ends);
  return latest > 0 ? new Date(latest * 1000) : null;
}

/**
 * The PaymentIntent that paid an invoice, which refund events name: `payments` since 2025-03-31
 * (basil), `payment_intent` before.
 */
export function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const payments = (
    invoice as { payments?: { data?: Array<{ payment?: { payment_intent?: unknown } }> } }
  ).payments?.data;
  const paid = payments?.find((entry) => entry.payment?.payment_intent)?.payment?.payment_intent;
  const legacy = (invoice as { payment_intent?: unknown }).payment_intent;
  return stripeId((paid ?? legacy ?? null) as string | { id: string } | null);
}

/**
 * A payment of a subscription that earns commission: the first one, every renewal and every plan
 * change that charged something. Stripe sends each as invoice.paid with the payment intent a
 * refund will name (the sandbox sends renewals only; its first payment is booked with the
 * checkout, which has no invoice).
 */
export function isCommissionedInvoice(invoice: Stripe.Invoice): boolean {
  const reasons = ['subscription_create', 'subscription_cycle', 'subscription_update'];
  return reasons.includes(invoice.billing_reason ?? '') && (invoice.amount_paid ?? 0) > 0;
}
