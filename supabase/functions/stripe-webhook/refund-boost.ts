import type Stripe from 'stripe';
import { checkoutSessionIdOfPaymentIntent } from '../_shared/payments.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { adminClient } from '../_shared/supabase.ts';
import { type ClawbackOutcome, clawBackCommission } from './commission.ts';
import { stripeId } from './stripe-id.ts';

type RefundReason = 'refunded' | 'dispute_lost';

interface Refund {
  found: boolean;
  refunded: boolean;
  video_id?: string | null;
  is_boosted?: boolean | null;
  boost_until?: string | null;
}

export interface BoostRefundOutcome {
  kind: 'boost';
  /** This delivery ended the boost order (false on a replay). */
  refunded: boolean;
  reason: RefundReason;
  videoId: string | null;
  isBoosted: boolean | null;
  boostUntil: string | null;
}

/**
 * Ends the boost a payment bought: refund_boost marks its order refunded once and recomputes the
 * video's boost from the remaining paid orders. Refund and dispute events name the payment intent,
 * which activation recorded on the order; an order activated before that was recorded is found
 * through Stripe (the session the payment intent came from). Payments that bought no boost
 * (premium, foreign) are acknowledged and ignored.
 */
async function endBoost(
  paymentIntent: string,
  reason: RefundReason,
): Promise<BoostRefundOutcome | { ignored: string }> {
  const admin = adminClient();
  const args = { p_payment_intent_id: paymentIntent, p_reason: reason };
  let refund = await callSqlJson<Refund>(admin, 'refund_boost', args);
  if (!refund.found) {
    const sessionId = await checkoutSessionIdOfPaymentIntent(paymentIntent);
    if (sessionId) {
      refund = await callSqlJson<Refund>(admin, 'refund_boost', {
        ...args,
        p_checkout_session_id: sessionId,
      });
    }
  }
  if (!refund.found) return { ignored: 'not a boost payment' };
  return {
    kind: 'boost',
    refunded: refund.refunded,
    reason,
    videoId: refund.video_id ?? null,
    isBoosted: refund.is_boosted ?? null,
    boostUntil: refund.boost_until ?? null,
  };
}

/** The boost's end (or why there was none) and the referring affiliate's commission taken back. */
export type RefundOutcome = (BoostRefundOutcome | { ignored: string }) & {
  commission: ClawbackOutcome;
};

async function takeBack(paymentIntent: string, reason: RefundReason): Promise<RefundOutcome> {
  const boost = await endBoost(paymentIntent, reason);
  // Design §3.14: a refund or lost dispute takes back the commission its payment booked.
  const commission = await clawBackCommission(adminClient(), paymentIntent, reason, null);
  return { ...boost, commission };
}

/** charge.refunded: only a full refund ends the boost (Stripe sends this for partial ones too). */
export function refundCharge(charge: Stripe.Charge): Promise<RefundOutcome | { ignored: string }> {
  if (!charge.refunded) return Promise.resolve({ ignored: 'partial refund' });
  const paymentIntent = stripeId(charge.payment_intent);
  if (!paymentIntent) return Promise.resolve({ ignored: 'no payment intent' });
  return takeBack(paymentIntent, 'refunded');
}

/** charge.dispute.closed: a lost dispute took the money back; won or warning disputes did not. */
export function closeDispute(
  dispute: Stripe.Dispute,
): Promise<RefundOutcome | { ignored: string }> {
  if (dispute.status !== 'lost') return Promise.resolve({ ignored: `dispute ${dispute.status}` });
  const paymentIntent = stripeId(dispute.payment_intent);
  if (!paymentIntent) return Promise.resolve({ ignored: 'no payment intent' });
  return takeBack(paymentIntent, 'dispute_lost');
}
