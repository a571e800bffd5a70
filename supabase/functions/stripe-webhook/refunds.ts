import type Stripe from 'stripe';
import { adminClient } from '../_shared/supabase.ts';
import { type ClawbackOutcome, clawBackCommission } from './commission.ts';
import { type PremiumRefund, refundPremiumPayment } from './premium-payments.ts';
import { type BoostRefundOutcome, endBoost, type RefundReason } from './refund-boost.ts';
import { stripeId } from './stripe-id.ts';

export interface PremiumRefundOutcome {
  kind: 'premium';
  /** This delivery marked the payment refunded (false on a replay). */
  refunded: boolean;
  reason: RefundReason;
  /** This delivery ended the member's Premium. */
  ended: boolean;
  /** The member is still Premium (another payment covers the period). */
  premium: boolean;
  duplicate: boolean;
}

/** What the payment bought, taken back (or why nothing was), and the affiliate's commission. */
export type RefundOutcome = (PremiumRefundOutcome | BoostRefundOutcome | { ignored: string }) & {
  commission: ClawbackOutcome;
};

function premiumOutcome(refund: PremiumRefund, reason: RefundReason): PremiumRefundOutcome {
  return {
    kind: 'premium',
    refunded: refund.refunded,
    reason,
    ended: refund.ended,
    premium: refund.premium === true,
    duplicate: refund.duplicate,
  };
}

/**
 * Money that went back ends what it bought (design §3.14): Premium (refund_premium_payment, once
 * per event id and per payment), else a boost (refund_boost); then the commission it booked is
 * voided (claw_back_commission). Each step is idempotent, so a retry after a failure in between
 * finishes the job.
 */
async function takeBack(
  event: Stripe.Event,
  paymentIntent: string,
  reason: RefundReason,
): Promise<RefundOutcome> {
  const admin = adminClient();
  const premium = await refundPremiumPayment(admin, {
    eventId: event.id,
    eventType: event.type,
    paymentIntent,
    reason,
  });
  const bought = premium.found
    ? premiumOutcome(premium, reason)
    : await endBoost(paymentIntent, reason);
  const commission = await clawBackCommission(admin, paymentIntent, reason, null);
  return { ...bought, commission };
}

/** charge.refunded: only a full refund takes anything back (Stripe sends this for partial ones too). */
export function refundCharge(
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<RefundOutcome | { ignored: string }> {
  if (!charge.refunded) return Promise.resolve({ ignored: 'partial refund' });
  const paymentIntent = stripeId(charge.payment_intent);
  if (!paymentIntent) return Promise.resolve({ ignored: 'no payment intent' });
  return takeBack(event, paymentIntent, 'refunded');
}

/** charge.dispute.closed: a lost dispute took the money back; won or warning disputes did not. */
export function closeDispute(
  event: Stripe.Event,
  dispute: Stripe.Dispute,
): Promise<RefundOutcome | { ignored: string }> {
  if (dispute.status !== 'lost') return Promise.resolve({ ignored: `dispute ${dispute.status}` });
  const paymentIntent = stripeId(dispute.payment_intent);
  if (!paymentIntent) return Promise.resolve({ ignored: 'no payment intent' });
  return takeBack(event, paymentIntent, 'dispute_lost');
}
