import { createHmac } from 'node:crypto';
import { randomId, type SessionRow } from './session-store.ts';

/** The API version stripe@23.1.0 (pinned in supabase/functions/deno.json) sends and expects. */
const STRIPE_API_VERSION = '2026-10-28.endive';

/** Stripe lets a Checkout Session stay open for 24 hours. */
const SESSION_LIFETIME_SECONDS = 24 * 3600;

export type CheckoutEventType = 'checkout.session.completed' | 'checkout.session.expired';

function sessionUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/_dev/checkout/${id}`;
}

/**
 * The session as Stripe's API shows it. The payment intent, subscription and customer ids of a
 * paid session share the session's random suffix, so every view of one session names the same ones.
 */
export function checkoutSessionObject(row: SessionRow, publicUrl: string): Record<string, unknown> {
  const suffix = row.id.replace(/^cs_test_/, '');
  const paid = row.status === 'complete';
  const subscription = row.mode === 'subscription';
  return {
    id: row.id,
    object: 'checkout.session',
    amount_subtotal: row.amount_total,
    amount_total: row.amount_total,
    cancel_url: row.cancel_url,
    client_reference_id: row.client_reference_id,
    created: row.created,
    currency: row.currency,
    customer: paid && subscription ? `cus_${suffix}` : null,
    customer_details: paid && row.customer_email ? { email: row.customer_email } : null,
    customer_email: row.customer_email,
    expires_at: row.created + SESSION_LIFETIME_SECONDS,
    livemode: false,
    metadata: row.metadata,
    mode: row.mode,
    payment_intent: paid && !subscription ? `pi_${suffix}` : null,
    payment_status: paid ? 'paid' : 'unpaid',
    status: row.status,
    subscription: paid && subscription ? `sub_${suffix}` : null,
    success_url: row.success_url,
    url: row.status === 'open' ? sessionUrl(publicUrl, row.id) : null,
  };
}

/** An event as Stripe delivers it, about `object` as it now stands. */
export function stripeEvent(type: string, object: Record<string, unknown>, now = new Date()) {
  return {
    id: randomId('evt_'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function checkoutEvent(
  type: CheckoutEventType,
  session: Record<string, unknown>,
  now = new Date(),
) {
  return stripeEvent(type, session, now);
}

/** Stripe's webhook signature: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
