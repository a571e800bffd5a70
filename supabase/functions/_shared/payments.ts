import Stripe from 'stripe';
import { requireEnv } from './env.ts';

export interface CheckoutRequest {
  mode: 'payment' | 'subscription';
  amountCents: number;
  /** ISO 4217, e.g. 'usd'. */
  currency: string;
  /** What the buyer sees on the checkout page. */
  description: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by Stripe (and the sandbox) on redirect. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** The buyer's Stripe customer from an earlier subscription (Stripe then ignores the email). */
  customerId?: string;
  clientReferenceId?: string;
  metadata?: Record<string, string>;
  /** A Stripe Price; without one the line item is built from amountCents and description. */
  priceId?: string;
  /** Billing period of a subscription built without priceId; monthly by default. */
  interval?: 'day' | 'week' | 'month' | 'year';
  /** How many intervals one period spans (6 with 'month' bills twice a year); 1 by default. */
  intervalCount?: number;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

function sessionFrom(value: unknown, source: string, what = 'checkout session'): CheckoutSession {
  const candidate = value as { id?: unknown; url?: unknown } | null;
  if (typeof candidate?.id !== 'string' || typeof candidate.url !== 'string') {
    throw new Error(`${source} returned a ${what} without an id and url`);
  }
  return { id: candidate.id, url: candidate.url };
}

/**
 * POSTs to supabase/local's payment sandbox as a function does (service-role key) and reads back
 * the {id, url} of the checkout or portal session it made (`what` names it in errors).
 */
export async function sandboxSession(
  sandboxUrl: string,
  path: string,
  body: Record<string, unknown>,
  what: string,
): Promise<CheckoutSession> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${requireEnv('SUPABASE_SERVICE_ROLE_KEY')}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 500);
    throw new Error(`The payment sandbox refused the ${what} (HTTP ${response.status}): ${detail}`);
  }
  return sessionFrom(await response.json(), 'The payment sandbox', what);
}

/** supabase/local's payment sandbox (/_dev/checkout), which plays Stripe's part offline. */
function createSandboxSession(
  sandboxUrl: string,
  request: CheckoutRequest,
): Promise<CheckoutSession> {
  return sandboxSession(
    sandboxUrl,
    '/sessions',
    {
      mode: request.mode,
      amount_total: request.amountCents,
      currency: request.currency,
      description: request.description,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: request.customerEmail,
      client_reference_id: request.clientReferenceId,
      metadata: request.metadata,
      ...(request.mode === 'subscription'
        ? {
            recurring: {
              interval: request.interval ?? 'month',
              interval_count: request.intervalCount ?? 1,
            },
          }
        : {}),
    },
    'checkout session',
  );
}

let stripeClient: Stripe | undefined;

export function stripe(): Stripe {
  stripeClient ??= new Stripe(requireEnv('STRIPE_SECRET_KEY'));
  return stripeClient;
}

function lineItem(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem {
  if (request.priceId) return { price: request.priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: request.currency,
      unit_amount: request.amountCents,
      product_data: { name: request.description },
      ...(request.mode === 'subscription'
        ? {
            recurring: {
              interval: request.interval ?? 'month',
              interval_count: request.intervalCount ?? 1,
            },
          }
        : {}),
    },
  };
}

async function createStripeSession(request: CheckoutRequest): Promise<CheckoutSession> {
  const metadata = request.metadata ?? {};
  const session = await stripe().checkout.sessions.create({
    mode: request.mode,
    line_items: [lineItem(request)],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    metadata,
    // Later events (invoices, renewals, refunds) carry the object's own metadata, not the session's.
    ...(request.mode === 'subscription'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata } }),
    // Stripe takes a customer or an email, never both: one customer keeps one billing history.
    ...(request.customerId
      ? { customer: request.customerId }
      : request.customerEmail
        ? { customer_email: request.customerEmail }
        : {}),
    ...(request.clientReferenceId ? { client_reference_id: request.clientReferenceId } : {}),
  });
  return sessionFrom(session, 'Stripe');
}

/** A hosted checkout page: the local sandbox when PAYMENT_SANDBOX_URL is set, else Stripe Checkout. */
export function createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
  const sandboxUrl = Deno.env.get('PAYMENT_SANDBOX_URL');
  return sandboxUrl ? createSandboxSession(sandboxUrl, request) : createStripeSession(request);
}

/**
 * The Checkout Session a payment intent was created by (Stripe's sessions list filters by it), for
 * refund and dispute events about a payment whose order never recorded its payment intent. Null
 * with the sandbox (every order it pays records one) or when Stripe knows no such session.
 */
export async function checkoutSessionIdOfPaymentIntent(
  paymentIntent: string,
): Promise<string | null> {
  if (Deno.env.get('PAYMENT_SANDBOX_URL') || !Deno.env.get('STRIPE_SECRET_KEY')) return null;
  const sessions = await stripe().checkout.sessions.list({
    payment_intent: paymentIntent,
    limit: 1,
  });
  return sessions.data[0]?.id ?? null;
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * The event of a webhook delivery whose Stripe-Signature matches STRIPE_WEBHOOK_SECRET (Stripe's
 * and the sandbox's alike). Reads the raw body, which the signature covers. Throws
 * WebhookVerificationError for a missing, stale or forged signature.
 */
export async function verifyWebhook(req: Request): Promise<Stripe.Event> {
  const secret = requireEnv('STRIPE_WEBHOOK_SECRET');
  const signature = req.headers.get('Stripe-Signature');
  if (!signature) throw new WebhookVerificationError('Missing Stripe-Signature header');
  const payload = await req.text();
  try {
    return await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      cryptoProvider,
    );
  } catch (error) {
    throw new WebhookVerificationError(error instanceof Error ? error.message : String(error));
  }
}
