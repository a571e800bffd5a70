import type Stripe from 'stripe';
import { HttpError } from '../_shared/handler.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';
import { verifyWebhook, WebhookVerificationError } from '../_shared/payments.ts';
import { fulfilBoost } from './fulfil-boost.ts';
import { fulfilPremium } from './fulfil-premium.ts';
import { closeDispute, refundCharge } from './refunds.ts';
import { applyInvoice, applySubscription } from './subscription-events.ts';

const PAID = new Set(['paid', 'no_payment_required']);

async function fulfilCheckout(session: Stripe.Checkout.Session): Promise<Record<string, unknown>> {
  // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
  if (!PAID.has(session.payment_status)) return { ignored: 'payment not completed yet' };
  const kind = session.metadata?.kind;
  if (kind === 'boost') return { ...(await fulfilBoost(session)) };
  if (kind === 'premium') return { ...(await fulfilPremium(session)) };
  return { ignored: 'not a LaughLoop checkout' };
}

function handleEvent(event: Stripe.Event): Promise<Record<string, unknown>> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfilCheckout(event.data.object);
    // Money that went back ends the Premium or boost it bought (design §3.14).
    case 'charge.refunded':
      return refundCharge(event, event.data.object).then((outcome) => ({ ...outcome }));
    case 'charge.dispute.closed':
      return closeDispute(event, event.data.object).then((outcome) => ({ ...outcome }));
    // A premium subscription's life after its checkout (issue 16): renewals, plan switches,
    // cancellation at period end, failed payments and the end.
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(event, event.data.object).then((outcome) => ({ ...outcome }));
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(event, event.data.object).then((outcome) => ({ ...outcome }));
    default:
      return Promise.resolve({});
  }
}

/**
 * Stripe's webhook (and supabase/local's payment sandbox, which signs the same way). verify_jwt is
 * off in config.toml: the Stripe-Signature is the authentication, so a bad one is a 400. Fulfilment
 * is idempotent on the checkout session, refunds on the event id and the payment intent, and
 * subscription events on the event id, because Stripe delivers at least once (and not in order). Events LaughLoop
 * does not act on are acknowledged with 200 so Stripe stops retrying them.
 */
Deno.serve(async (req) => {
  if (req.method !== 'POST') return errorResponse('Method not allowed; use POST', 405);
  let event: Stripe.Event;
  try {
    event = await verifyWebhook(req);
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      return errorResponse(`Webhook signature verification failed: ${error.message}`, 400);
    }
    throw error;
  }
  try {
    const outcome = await handleEvent(event);
    return jsonResponse({ received: true, type: event.type, ...outcome });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error(`stripe-webhook ${event.type} ${event.id} failed:`, error);
    return errorResponse('Webhook processing failed; Stripe will retry.', 500);
  }
});
