import type Stripe from 'stripe';
import type { Tables } from '../_shared/database.ts';
import { HttpError } from '../_shared/handler.ts';
import {
  addMonths,
  isPremiumPlanType,
  PREMIUM_PLANS,
  type PremiumPlanType,
} from '../_shared/plans.ts';
import { adminClient } from '../_shared/supabase.ts';
import { isUuid } from '../_shared/validate.ts';
import { type CommissionOutcome, type Payment, recordCommission } from './commission.ts';
import { type PremiumPaymentRecord, recordPremiumPayment } from './premium-payments.ts';
import { stripeId } from './stripe-id.ts';

type Subscriber = Pick<
  Tables<'premium_subscribers'>,
  | 'subscription_status'
  | 'plan_type'
  | 'current_period_end'
  | 'stripe_subscription_id'
  | 'stripe_customer_id'
  | 'last_event_at'
  | 'refunded_through'
>;

export interface PremiumOutcome {
  kind: 'premium';
  userId: string;
  planType: PremiumPlanType;
  currentPeriodEnd: string;
  /** The payment remembered for refunds (null when the invoice's own event books it). */
  payment: PremiumPaymentRecord | null;
  commission: CommissionOutcome | null;
}

/**
 * The end of the member's paid period, unless it ended or refunded money paid for it. A free code
 * (plan free_trial) is no paid period: a subscription bought during it starts when it is bought,
 * and the free days left are not added to it.
 */
function runningEnd(current: Subscriber | null): Date | null {
  if (current?.subscription_status !== 'active' || !current.current_period_end) return null;
  if (current.plan_type === 'free_trial') return null;
  const end = new Date(current.current_period_end);
  const refunded = current.refunded_through ? new Date(current.refunded_through) : null;
  return refunded && end <= refunded ? null : end;
}

/**
 * The period this payment buys ends `months` after the session was created, so a replayed event
 * computes the same end; an active membership that already runs longer keeps its end (one whose
 * payment was refunded does not run).
 */
function periodEnd(
  session: Stripe.Checkout.Session,
  months: number,
  current: Subscriber | null,
): Date {
  const bought = addMonths(new Date(session.created * 1000), months);
  const running = runningEnd(current);
  return running && running > bought ? running : bought;
}

/**
 * The membership's first payment, when the checkout is where it is booked: a subscription checkout
 * with an invoice (Stripe) is booked by that invoice's invoice.paid, which names the payment intent
 * a refund will name; without one (the sandbox) the session itself is the payment.
 */
function firstPayment(
  session: Stripe.Checkout.Session,
  userId: string,
  amountCents: number,
): Payment | null {
  if (stripeId((session.invoice ?? null) as string | { id: string } | null)) return null;
  return {
    payerId: userId,
    paymentId: session.id,
    source: 'premium',
    amountCents,
    paymentIntent: stripeId(session.payment_intent),
  };
}

function bookFirstPayment(
  admin: ReturnType<typeof adminClient>,
  payment: Payment | null,
): Promise<CommissionOutcome | null> {
  return payment ? recordCommission(admin, payment) : Promise.resolve(null);
}

/**
 * The payment, remembered by the payment intent a refund will name, with the period end it paid
 * for: a full refund or a lost dispute of it ends that period (refunds.ts). A payment whose refund
 * arrived first buys nothing.
 */
function rememberPayment(
  admin: ReturnType<typeof adminClient>,
  payment: Payment | null,
  paidThrough: Date,
  subscriptionId: string | null,
): Promise<PremiumPaymentRecord | null> {
  if (!payment?.paymentIntent) return Promise.resolve(null);
  return recordPremiumPayment(admin, {
    paymentIntent: payment.paymentIntent,
    userId: payment.payerId,
    paidThrough,
    subscriptionId,
  });
}

/** A paid premium checkout: client_reference_id is the member, metadata.planType the plan. */
export async function fulfilPremium(session: Stripe.Checkout.Session): Promise<PremiumOutcome> {
  const userId = session.client_reference_id;
  const planType = session.metadata?.planType;
  if (!isUuid(userId)) throw new HttpError(400, `Premium checkout ${session.id} names no user`);
  if (!isPremiumPlanType(planType))
    throw new HttpError(400, `Premium checkout ${session.id} names no known plan`);
  const plan = PREMIUM_PLANS[planType];
  if (session.amount_total !== plan.amountCents || session.currency !== 'usd') {
    throw new HttpError(
      400,
      `Checkout session ${session.id} paid a different amount than the ${planType} plan`,
    );
  }
  const admin = adminClient();
  const { data: current, error } = await admin
    .from('premium_subscribers')
    .select(
      'subscription_status, plan_type, current_period_end, stripe_subscription_id, stripe_customer_id, last_event_at, refunded_through',
    )
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading the membership of ${userId} failed: ${error.message}`);
  const subscriptionId = stripeId(session.subscription);
  // The subscription's own events already govern the row (a retried checkout event arriving after
  // a cancellation or a failed payment must not make the member active again).
  if (
    subscriptionId &&
    current?.last_event_at &&
    current.stripe_subscription_id === subscriptionId
  ) {
    return {
      kind: 'premium',
      userId,
      planType,
      currentPeriodEnd: current.current_period_end ?? '',
      payment: null,
      commission: await bookFirstPayment(admin, firstPayment(session, userId, plan.amountCents)),
    };
  }
  const end = periodEnd(session, plan.months, current);
  const { error: written } = await admin.from('premium_subscribers').upsert(
    {
      user_id: userId,
      subscription_status: 'active',
      plan_type: planType,
      current_period_end: end.toISOString(),
      cancel_at_period_end: false,
      stripe_subscription_id: subscriptionId ?? current?.stripe_subscription_id ?? null,
      stripe_customer_id: stripeId(session.customer) ?? current?.stripe_customer_id ?? null,
    },
    { onConflict: 'user_id' },
  );
  if (written) throw new Error(`Activating premium for ${userId} failed: ${written.message}`);
  const first = firstPayment(session, userId, plan.amountCents);
  const payment = await rememberPayment(admin, first, end, subscriptionId);
  const commission = await bookFirstPayment(admin, first);
  return {
    kind: 'premium',
    userId,
    planType,
    currentPeriodEnd: end.toISOString(),
    payment,
    commission,
  };
}
