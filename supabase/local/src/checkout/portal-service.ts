import { z } from 'zod';
import type { LocalContext } from '../context.ts';
import { html, json, readJson } from '../http/responses.ts';
import { bearerToken } from '../jwt.ts';
import { portalNotFoundPage, portalPage } from './portal-pages.ts';
import { stripeEvent } from './stripe-objects.ts';
import { invoiceObject, subscriptionObject } from './subscription-objects.ts';
import {
  type PortalSessionRow,
  SubscriptionStore,
  type SubscriptionRow,
} from './subscription-store.ts';
import { type Delivery, deliverEvent } from './webhook.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const portalInput = z.object({
  customer: z.string().regex(/^cus_[A-Za-z0-9]{1,100}$/, 'must be a customer id'),
  return_url: httpUrl,
  plans: z
    .array(
      z.object({
        plan_type: z.string().min(1).max(40),
        label: z.string().min(1).max(200),
        amount: z.number().int().min(1),
        interval: z.enum(['day', 'week', 'month', 'year']),
        interval_count: z.number().int().min(1).max(36),
      }),
    )
    .max(10)
    .default([]),
});

const PORTAL_ACTIONS = ['cancel', 'resume', 'switch', 'renew', 'fail', 'end'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

interface Change {
  row: SubscriptionRow | null;
  events: Record<string, unknown>[];
}

/** What an action does to the subscription, and the events Stripe would send about it. */
async function change(
  store: SubscriptionStore,
  session: PortalSessionRow,
  action: PortalAction,
  subscriptionId: string,
  planType: string | null,
): Promise<Change> {
  const updated = (row: SubscriptionRow | null, before: Record<string, unknown>[] = []) => ({
    row,
    events: row
      ? [...before, stripeEvent('customer.subscription.updated', subscriptionObject(row))]
      : [],
  });
  switch (action) {
    case 'cancel':
    case 'resume':
      return updated(await store.setCancelAtPeriodEnd(subscriptionId, action === 'cancel'));
    case 'switch': {
      const plan = session.plans.find((candidate) => candidate.plan_type === planType);
      return updated(plan ? await store.switchPlan(subscriptionId, plan) : null);
    }
    case 'renew': {
      const row = await store.renew(subscriptionId);
      return updated(row, row ? [stripeEvent('invoice.paid', invoiceObject(row, true))] : []);
    }
    case 'fail': {
      const row = await store.markPastDue(subscriptionId);
      return updated(
        row,
        row ? [stripeEvent('invoice.payment_failed', invoiceObject(row, false))] : [],
      );
    }
    case 'end': {
      const row = await store.end(subscriptionId);
      return {
        row,
        events: row ? [stripeEvent('customer.subscription.deleted', subscriptionObject(row))] : [],
      };
    }
  }
}

async function actionInput(req: Request): Promise<{ subscription: string; plan: string | null }> {
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await readJson(req).catch(() => null)) as Record<string, unknown> | null;
    return {
      subscription: typeof body?.subscription === 'string' ? body.subscription : '',
      plan: typeof body?.plan === 'string' ? body.plan : null,
    };
  }
  const form = await req.formData().catch(() => null);
  const plan = form?.get('plan');
  const subscription = form?.get('subscription');
  return {
    subscription: typeof subscription === 'string' ? subscription : '',
    plan: typeof plan === 'string' ? plan : null,
  };
}

/**
 * The sandbox's billing portal, under /_dev/checkout/portal: functions open a session for a
 * customer with the service-role key; the page cancels, resumes and switches plans, and its
 * sandbox clock renews, fails a renewal or ends the period. Each change is sent to the webhook
 * function as the signed events Stripe would send, in Stripe's order.
 */
export function createPortal(ctx: LocalContext) {
  const store = new SubscriptionStore(ctx.db);
  const webhookUrl = () => `${ctx.publicUrl}/functions/v1/${ctx.config.checkoutWebhookFunction}`;

  async function createSession(req: Request): Promise<Response> {
    if (bearerToken(req) !== ctx.keys.serviceRoleKey)
      return json({ error: { message: 'The service role key is required.' } }, 401);
    const parsed = portalInput.safeParse(await readJson(req).catch(() => undefined));
    if (!parsed.success)
      return json({ error: { type: 'invalid_request_error', message: parsed.error.message } }, 400);
    const { customer, return_url: returnUrl, plans } = parsed.data;
    const row = await store.createPortal(customer, returnUrl, plans);
    return json({
      id: row.id,
      object: 'billing_portal.session',
      customer,
      return_url: returnUrl,
      url: `${ctx.publicUrl}/_dev/checkout/portal/${row.id}`,
    });
  }

  async function act(req: Request, session: PortalSessionRow, action: PortalAction) {
    const input = await actionInput(req);
    const owned = (await store.ofCustomer(session.customer)).some(
      (row) => row.id === input.subscription,
    );
    const result = owned
      ? await change(store, session, action, input.subscription, input.plan)
      : { row: null, events: [] };
    const deliveries: (Delivery & { type: unknown })[] = [];
    for (const event of result.events) {
      const delivery = await deliverEvent(webhookUrl(), event, ctx.keys.stripeWebhookSecret);
      deliveries.push({ type: event.type, ...delivery });
    }
    if ((req.headers.get('accept') ?? '').includes('application/json')) {
      if (!result.row)
        return json({ error: { message: `Cannot ${action} that subscription.` } }, 409);
      return json({ subscription: subscriptionObject(result.row), deliveries });
    }
    return new Response(null, {
      status: 303,
      headers: { location: `/_dev/checkout/portal/${session.id}` },
    });
  }

  return async function handle(req: Request, path: string): Promise<Response> {
    if (path === '/portal/sessions')
      return req.method === 'POST'
        ? createSession(req)
        : json({ message: 'Method not allowed' }, 405);
    const match = /^\/portal\/(bps_test_[A-Za-z0-9]+)(?:\/([a-z]+))?$/.exec(path);
    if (!match) return json({ message: 'Not found' }, 404);
    const session = await store.portal(match[1]!);
    if (!session) return html(portalNotFoundPage(), 404);
    const action = match[2];
    if (!action) {
      if (req.method !== 'GET') return json({ message: 'Method not allowed' }, 405);
      return html(portalPage(session, await store.ofCustomer(session.customer)));
    }
    if (req.method !== 'POST') return json({ message: 'Method not allowed' }, 405);
    if (!(PORTAL_ACTIONS as readonly string[]).includes(action))
      return json({ message: 'Not found' }, 404);
    return act(req, session, action as PortalAction);
  };
}
