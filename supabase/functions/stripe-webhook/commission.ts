import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database.ts';
import { callSqlJson } from '../_shared/rpc.ts';

export interface CommissionOutcome {
  commission: boolean;
  commission_cents?: number;
  duplicate?: boolean;
}

export interface ClawbackOutcome {
  found: boolean;
  clawed_back: boolean;
  commission_cents?: number;
}

/** One payment of a referred user, as the webhook saw it. */
export interface Payment {
  payerId: string;
  /** What makes it unique: the checkout session, or the renewal's invoice. */
  paymentId: string;
  source: 'boost' | 'premium';
  amountCents: number;
  /** What a refund of it will name. */
  paymentIntent: string | null;
}

/**
 * The affiliate's 20% of a referred user's payment (record_commission: nothing when the payer was
 * not referred, once per payment id, so webhook retries never pay twice).
 */
export function recordCommission(
  admin: SupabaseClient<Database>,
  payment: Payment,
): Promise<CommissionOutcome> {
  return callSqlJson<CommissionOutcome>(admin, 'record_commission', {
    p_referred_user_id: payment.payerId,
    p_payment_id: payment.paymentId,
    p_source: payment.source,
    p_amount_cents: payment.amountCents,
    ...(payment.paymentIntent ? { p_payment_intent_id: payment.paymentIntent } : {}),
  });
}

/**
 * Money that went back takes its commission back (claw_back_commission: once, found by the payment
 * intent the refund names, or by the checkout session of a commission booked before payment
 * intents were kept).
 */
export function clawBackCommission(
  admin: SupabaseClient<Database>,
  paymentIntent: string,
  reason: 'refunded' | 'dispute_lost',
  checkoutSessionId: string | null,
): Promise<ClawbackOutcome> {
  return callSqlJson<ClawbackOutcome>(admin, 'claw_back_commission', {
    p_payment_intent_id: paymentIntent,
    p_reason: reason,
    ...(checkoutSessionId ? { p_payment_id: checkoutSessionId } : {}),
  });
}
