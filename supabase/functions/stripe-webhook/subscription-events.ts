import type Stripe from 'stripe';
import { adminClient } from '../_shared/supabase.ts';
import { isUuid } from '../_shared/validate.ts';
import { type CommissionOutcome, recordCommission } from './commission.ts';
import { type PremiumPaymentRecord, recordPremiumPayment } from './premium-payments.ts';
import { stripeId } from './stripe-id.ts';
import {
  isCommissionedInvoice,
  memberStatus,
  type MemberStatus,
  periodEndOfInvoice,
  paymentIntentOfInvoice,
  periodEndOfSubscription,
  planOfSubscription,
  subscriptionOfInvoice,
  userOfInvoice,
} from './subscription-state.ts';

export interface SubscriptionOutcome {
  kind: 'subscription';
  subscriptionId: string | null;
  /** applied | duplicate | stale | unknown subscription | another subscription | not premium */
  result: string;
}

interface Change {
  userId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  status: MemberStatus | null;
  planType: string | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
}

/** One call of public.apply_subscription_event: once per event id, never older over newer. */
async function apply(event: Stripe.Event, change: Change): Promise<SubscriptionOutcome> {
  const subscriptionId = change.subscriptionId;
  if (!subscriptionId) return { kind: 'subscription', subscriptionId, result: 'not premium' };
  const { data, error } = await adminClient().rpc('apply_subscription_event', {
    p_event_id: event.id,
    p_event_type: event.type,
    p_event_created: new Date(event.created * 1000).toISOString(),
    p_subscription_id: subscriptionId,
    // Left out (undefined) means null in SQL: the row keeps what it holds.
    p_user_id: isUuid(change.userId) ? change.userId : undefined,
    p_customer_id: change.customerId ?? undefined,
    p_status: change.status ?? undefined,
    p_plan_type: change.planType ?? undefined,
    p_period_end: change.periodEnd?.toISOString(),
    p_cancel_at_period_end: change.cancelAtPeriodEnd ?? undefined,
  });
  if (error) throw new Error(`Applying ${event.type} ${event.id} failed: ${error.message}`);
  return { kind: 'subscription', subscriptionId, result: String(data) };
}

function isPremiumSubscription(subscription: Stripe.Subscription): boolean {
  return subscription.metadata?.kind === 'premium' || !!subscription.metadata?.planType;
}

/** customer.subscription.created / updated / deleted: the subscription as it now stands. */
export function applySubscription(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<SubscriptionOutcome> {
  if (!isPremiumSubscription(subscription)) {
    return Promise.resolve({
      kind: 'subscription',
      subscriptionId: subscription.id,
      result: 'not premium',
    });
  }
  const deleted = event.type === 'customer.subscription.deleted';
  // 'created' may arrive after the payment's own events (in the same second, so not "older"): its
  // 'incomplete' is the moment before payment and never takes access away.
  const beforePayment =
    event.type === 'customer.subscription.created' && subscription.status === 'incomplete';
  return apply(event, {
    userId: subscription.metadata?.userId ?? null,
    subscriptionId: subscription.id,
    customerId: stripeId((subscription.customer ?? null) as string | { id: string } | null),
    status: deleted ? 'canceled' : beforePayment ? null : memberStatus(subscription.status),
    planType: planOfSubscription(subscription),
    periodEnd: periodEndOfSubscription(subscription),
    cancelAtPeriodEnd: deleted ? false : subscription.cancel_at_period_end,
  });
}

/** The member a renewal is paid by: the invoice's metadata, else the subscriber row. */
async function payerOfInvoice(invoice: Stripe.Invoice): Promise<string | null> {
  const named = userOfInvoice(invoice);
  if (isUuid(named)) return named;
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!subscriptionId) return null;
  const { data, error } = await adminClient()
    .from('premium_subscribers')
    .select('user_id')
    .eq('stripe_subscription_id', subscriptionId)
    .maybeSingle();
  if (error) throw new Error(`Reading the member of ${subscriptionId} failed: ${error.message}`);
  return data?.user_id ?? null;
}

/**
 * Lifetime commission (part 2 §6): every subscription payment a referred member makes books the
 * affiliate's share once, keyed by the invoice, with its payment intent for clawbacks.
 */
function invoiceCommission(
  invoice: Stripe.Invoice,
  payerId: string | null,
): Promise<CommissionOutcome | null> {
  if (!isCommissionedInvoice(invoice) || invoice.currency !== 'usd' || !payerId) {
    return Promise.resolve(null);
  }
  return recordCommission(adminClient(), {
    payerId,
    paymentId: invoice.id,
    source: 'premium',
    amountCents: invoice.amount_paid,
    paymentIntent: paymentIntentOfInvoice(invoice),
  });
}

/**
 * A paid invoice, remembered by the payment intent a refund will name with the period end it paid
 * for, so that a full refund or a lost dispute of it ends that period (refunds.ts). Not for an old
 * subscription of a member who moved on to another: its period is not the one they have now.
 */
function rememberInvoice(
  invoice: Stripe.Invoice,
  result: string,
  payerId: string | null,
): Promise<PremiumPaymentRecord | null> {
  const paymentIntent = paymentIntentOfInvoice(invoice);
  const paidThrough = periodEndOfInvoice(invoice);
  if (result === 'another subscription' || !paymentIntent || !paidThrough || !payerId) {
    return Promise.resolve(null);
  }
  return recordPremiumPayment(adminClient(), {
    paymentIntent,
    userId: payerId,
    paidThrough,
    subscriptionId: subscriptionOfInvoice(invoice),
  });
}

/** invoice.paid renews the period it pays for; invoice.payment_failed makes the member past due. */
export async function applyInvoice(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<
  SubscriptionOutcome & {
    payment?: PremiumPaymentRecord | null;
    commission?: CommissionOutcome | null;
  }
> {
  const paid = event.type === 'invoice.paid';
  const outcome = await apply(event, {
    userId: userOfInvoice(invoice),
    subscriptionId: subscriptionOfInvoice(invoice),
    customerId: stripeId((invoice.customer ?? null) as string | { id: string } | null),
    status: paid ? 'active' : 'past_due',
    planType: null,
    periodEnd: paid ? periodEndOfInvoice(invoice) : null,
    cancelAtPeriodEnd: null,
  });
  if (!paid || outcome.result === 'not premium') return outcome;
  const payerId = await payerOfInvoice(invoice);
  const payment = await rememberInvoice(invoice, outcome.result, payerId);
  return { ...outcome, payment, commission: await invoiceCommission(invoice, payerId) };
}
