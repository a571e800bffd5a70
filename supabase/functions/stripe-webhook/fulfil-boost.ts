import type Stripe from 'stripe';
import { HttpError } from '../_shared/handler.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { adminClient } from '../_shared/supabase.ts';
import { type CommissionOutcome, recordCommission } from './commission.ts';
import { stripeId } from './stripe-id.ts';

interface Activation {
  activated: boolean;
  /** The order was refunded (or its dispute lost) before: it never activates again. */
  refunded: boolean;
  video_id: string | null;
  boost_until: string | null;
}

export interface BoostOutcome {
  kind: 'boost';
  activated: boolean;
  videoId: string | null;
  boostUntil: string | null;
  commission: CommissionOutcome | null;
}

/**
 * A paid boost checkout: the order created with this session must match what was paid; then
 * activate_boost marks it paid and extends the video's boost once (replays change nothing).
 */
export async function fulfilBoost(session: Stripe.Checkout.Session): Promise<BoostOutcome> {
  const admin = adminClient();
  const { data: order, error } = await admin
    .from('boost_orders')
    .select('user_id, amount_cents')
    .eq('checkout_session_id', session.id)
    .maybeSingle();
  if (error) throw new Error(`Reading the boost order of ${session.id} failed: ${error.message}`);
  if (!order) throw new HttpError(404, `No boost order for checkout session ${session.id}`);
  if (session.amount_total !== order.amount_cents || session.currency !== 'usd') {
    throw new HttpError(
      400,
      `Checkout session ${session.id} paid a different amount than its boost order`,
    );
  }
  // The payment intent is what refund and dispute events name; recorded on the order.
  const paymentIntent = stripeId(session.payment_intent);
  const activation = await callSqlJson<Activation>(admin, 'activate_boost', {
    p_checkout_session_id: session.id,
    ...(paymentIntent ? { p_payment_intent_id: paymentIntent } : {}),
  });
  // A replayed completion of a refunded payment books no commission either.
  const commission =
    order.user_id && !activation.refunded
      ? await recordCommission(admin, {
          payerId: order.user_id,
          paymentId: session.id,
          source: 'boost',
          amountCents: order.amount_cents,
          paymentIntent,
        })
      : null;
  return {
    kind: 'boost',
    activated: activation.activated,
    videoId: activation.video_id,
    boostUntil: activation.boost_until,
    commission,
  };
}
