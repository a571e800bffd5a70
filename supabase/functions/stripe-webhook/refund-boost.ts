import { checkoutSessionIdOfPaymentIntent } from '../_shared/payments.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { adminClient } from '../_shared/supabase.ts';

export type RefundReason = 'refunded' | 'dispute_lost';

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
 * (foreign ones; Premium is found first, refunds.ts) are acknowledged and ignored.
 */
export async function endBoost(
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
  if (!refund.found) return { ignored: 'not a Premium or boost payment' };
  return {
    kind: 'boost',
    refunded: refund.refunded,
    reason,
    videoId: refund.video_id ?? null,
    isBoosted: refund.is_boosted ?? null,
    boostUntil: refund.boost_until ?? null,
  };
}
