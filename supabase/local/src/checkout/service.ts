import type { LocalContext, Service } from '../context.ts';
import { html, json, readJson } from '../http/responses.ts';
import { bearerToken } from '../jwt.ts';
import { checkoutPage, closedPage, listPage, notFoundPage } from './pages.ts';
import { parseSessionInput } from './session-input.ts';
import { SessionStore, type SessionRow } from './session-store.ts';
import { checkoutEvent, checkoutSessionObject, type CheckoutEventType } from './stripe-objects.ts';
import { createPortal } from './portal-service.ts';
import { SubscriptionStore } from './subscription-store.ts';
import { deliverEvent } from './webhook.ts';

function stripeError(status: number, message: string, param?: string): Response {
  return json(
    { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
    status,
  );
}

function wantsJson(req: Request, url: URL): boolean {
  return (
    url.searchParams.get('format') === 'json' ||
    (req.headers.get('accept') ?? '').includes('application/json')
  );
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

/**
 * /_dev/checkout: supabase/local's stand-in for Stripe Checkout (design decision 11). Functions
 * create sessions with the service-role key; a person (or a test) pays or cancels on the page,
 * and the sandbox sends the signed webhook event Stripe would, then redirects like Stripe.
 */
export function createCheckoutService(ctx: LocalContext): Service {
  const store = new SessionStore(ctx.db);
  const subscriptions = new SubscriptionStore(ctx.db);
  const portal = createPortal(ctx);
  const view = (row: SessionRow) => checkoutSessionObject(row, ctx.publicUrl);

  /** A paid subscription checkout starts the subscription its session object names. */
  async function startSubscription(row: SessionRow): Promise<void> {
    const session = view(row);
    if (row.mode !== 'subscription' || typeof session.subscription !== 'string') return;
    await subscriptions.create({
      id: session.subscription,
      customer: String(session.customer),
      amount: row.amount_total,
      currency: row.currency,
      period_unit: row.recurring?.interval ?? 'month',
      period_count: row.recurring?.interval_count ?? 1,
      metadata: row.metadata,
    });
  }

  async function createSession(req: Request): Promise<Response> {
    if (bearerToken(req) !== ctx.keys.serviceRoleKey) {
      return stripeError(401, 'The service role key is required to create checkout sessions.');
    }
    const body = await readJson(req).catch(() => undefined);
    if (body === undefined) return stripeError(400, 'The request body is not valid JSON.');
    const parsed = parseSessionInput(body);
    if (!parsed.ok) return stripeError(400, parsed.message, parsed.param);
    return json(view(await store.create(parsed.input)));
  }

  /** Completes or expires an open session, tells the webhook function, then sends the buyer on. */
  async function close(id: string, outcome: 'complete' | 'expired'): Promise<Response> {
    const row = await store.close(id, outcome);
    if (!row) {
      const existing = await store.get(id);
      return existing ? html(closedPage(existing), 409) : html(notFoundPage(), 404);
    }
    if (outcome === 'complete') await startSubscription(row);
    const type: CheckoutEventType =
      outcome === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired';
    const webhookUrl = `${ctx.publicUrl}/functions/v1/${ctx.config.checkoutWebhookFunction}`;
    const delivery = await deliverEvent(
      webhookUrl,
      checkoutEvent(type, view(row)),
      ctx.keys.stripeWebhookSecret,
    );
    await store.recordWebhook(id, delivery.status, delivery.response);
    if (delivery.status === null || delivery.status >= 300) {
      console.warn(
        `payment sandbox: ${type} for ${id} -> ${delivery.status ?? 'no answer'}: ${delivery.response}`,
      );
    }
    const target = outcome === 'complete' ? row.success_url : row.cancel_url;
    return redirect(target.replaceAll('{CHECKOUT_SESSION_ID}', id));
  }

  async function show(req: Request, url: URL, id: string): Promise<Response> {
    const row = await store.get(id);
    if (wantsJson(req, url))
      return row ? json(view(row)) : stripeError(404, `No such checkout.session: '${id}'`);
    if (!row) return html(notFoundPage(), 404);
    return html(row.status === 'open' ? checkoutPage(row) : closedPage(row));
  }

  async function list(req: Request, url: URL): Promise<Response> {
    const rows = await store.list();
    if (!wantsJson(req, url)) return html(listPage(rows));
    const data = rows.map((row) => ({
      ...view(row),
      webhook_status: row.webhook_status,
      webhook_response: row.webhook_response,
    }));
    return json({ object: 'list', data });
  }

  return {
    prefix: '/_dev/checkout',
    localOnly: true,
    // The payment sandbox stands in for Stripe, which knows nothing of Supabase keys.
    apiKeyPolicy: () => 'open',
    async handle(req, path, url) {
      if (path.startsWith('/portal/')) return portal(req, path);
      if (path === '/sessions')
        return req.method === 'POST'
          ? createSession(req)
          : json({ message: 'Method not allowed' }, 405);
      if (path === '' || path === '/')
        return req.method === 'GET' ? list(req, url) : json({ message: 'Method not allowed' }, 405);
      const match = /^\/(cs_test_[A-Za-z0-9]+)(?:\/(pay|cancel))?$/.exec(path);
      if (!match) return json({ message: 'Not found' }, 404);
      const [, id, action] = match as unknown as [string, string, 'pay' | 'cancel' | undefined];
      if (!action)
        return req.method === 'GET'
          ? show(req, url, id)
          : json({ message: 'Method not allowed' }, 405);
      if (req.method !== 'POST') return json({ message: 'Method not allowed' }, 405);
      return close(id, action === 'pay' ? 'complete' : 'expired');
    },
  };
}
