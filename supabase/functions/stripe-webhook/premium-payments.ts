import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database.ts';
import { callSqlJson } from '../_shared/rpc.ts';

export interface PremiumPaymentRecord {
  /** First time this payment intent was seen (false on a replay). */
  recorded: boolean;
  /** Its refund (or lost dispute) had arrived first: the payment bought nothing. */
  refunded: boolean;
  ended: boolean;
}

export interface PremiumRefund {
  /** The payment intent paid for Premium. */
  found: boolean;
  /** This delivery marked the payment refunded (false on a replay, or a second event about it). */
  refunded: boolean;
  /** This delivery ended the member's Premium. */
  ended: boolean;
  /** The event id had been applied before. */
  duplicate: boolean;
  /** Whether the member is still Premium (another payment may cover the period). */
  premium?: boolean;
}

/**
 * Remembers a Premium payment by the payment intent its refund would name, with the end of the
 * period it paid for and its subscription (record_premium_payment: once per payment intent; a
 * payment whose refund arrived first buys nothing; a new one lifts an earlier refund's hold).
 */
export function recordPremiumPayment(
  admin: SupabaseClient<Database>,
  payment: {
    paymentIntent: string;
    userId: string;
    paidThrough: Date;
    subscriptionId: string | null;
  },
): Promise<PremiumPaymentRecord> {
  return callSqlJson<PremiumPaymentRecord>(admin, 'record_premium_payment', {
    p_payment_intent_id: payment.paymentIntent,
    p_user_id: payment.userId,
    p_paid_through: payment.paidThrough.toISOString(),
    ...(payment.subscriptionId ? { p_subscription_id: payment.subscriptionId } : {}),
  });
}

/**
 * A full refund or a lost dispute of a Premium payment ends the Premium it paid for
 * (refund_premium_payment: once per event id and per payment).
 */
export function refundPremiumPayment(
  admin: SupabaseClient<Database>,
  refund: {
    eventId: string;
    eventType: string;
    paymentIntent: string;
    reason: 'refunded' | 'dispute_lost';
  },
): Promise<PremiumRefund> {
  return callSqlJson<PremiumRefund>(admin, 'refund_premium_payment', {
    p_event_id: refund.eventId,
    p_event_type: refund.eventType,
    p_payment_intent_id: refund.paymentIntent,
    p_reason: refund.reason,
  });
}
