import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, FIXTURE_FUNCTIONS, mailTo, uniqueEmail } from './support/functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface SessionView {
  id: string;
  object: string;
  url: string | null;
  status: string;
  mode: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: string;
  payment_intent: string | null;
  subscription: string | null;
  webhook_status?: number | null;
}

interface EventEnvelope {
  id: string;
  object: string;
  type: string;
  api_version: string;
  created: number;
  data: { object: SessionView };
}

const SUCCESS = 'http://127.0.0.1:4173/premium/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL = 'http://127.0.0.1:4173/premium/cancelled';

function sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

describe.each(engines)('payment sandbox /_dev/checkout on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine, functionsDir: FIXTURE_FUNCTIONS });
  });
  afterAll(() => stack?.stop());

  async function createSession(body: Record<string, unknown>, key = stack.serviceRoleKey) {
    return fetch(`${stack.url}/_dev/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  function sessionBody(email: string, mode: 'payment' | 'subscription' = 'payment') {
    return {
      mode,
      amount_total: 499,
      currency: 'usd',
      description: 'LaughLoop Premium (1 month)',
      success_url: SUCCESS,
      cancel_url: CANCEL,
      customer_email: email,
      client_reference_id: 'user-123',
      metadata: { kind: 'premium', user_id: 'user-123' },
    };
  }

  async function sandboxSession(id: string): Promise<SessionView> {
    const list = (await (await fetch(`${stack.url}/_dev/checkout?format=json`)).json()) as {
      data: SessionView[];
    };
    const found = list.data.find((session) => session.id === id);
    if (!found) throw new Error(`session ${id} not listed`);
    return found;
  }

  async function webhookMail(to: string, type: string, id: string) {
    const mail = await mailTo(stack, to);
    return mail.filter((m) => m.subject === `webhook ${type} ${id}`);
  }

  it('creates a Stripe-shaped session for the service role only, and validates it', async () => {
    const email = uniqueEmail('sandbox-create');
    const created = await createSession(sessionBody(email));
    expect(created.status).toBe(200);
    const session = (await created.json()) as SessionView;
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{32}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${stack.url}/_dev/checkout/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 499,
      currency: 'usd',
      customer_email: email,
      client_reference_id: 'user-123',
      metadata: { kind: 'premium', user_id: 'user-123' },
    });

    const anon = await createSession(sessionBody(email), stack.anonKey);
    expect(anon.status).toBe(401);
    const invalid = await createSession({ ...sessionBody(email), amount_total: 4.99 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'amount_total' },
    });
    const badUrl = await createSession({
      ...sessionBody(email),
      success_url: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(400);
  });

  it('shows a checkout page a person can use, with the amount on the Pay button', async () => {
    const session = (await (
      await createSession(sessionBody(uniqueEmail('sandbox-page')))
    ).json()) as SessionView;
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('LaughLoop Premium (1 month)');
    expect(html).toContain('>Pay $4.99</button>');
    expect(html).toContain(`<form method="post" action="/_dev/checkout/${session.id}/pay">`);
    expect(html).toContain(`<form method="post" action="/_dev/checkout/${session.id}/cancel">`);
    const list = await fetch(`${stack.url}/_dev/checkout`);
    expect(await list.text()).toContain(`href="/_dev/checkout/${session.id}"`);
  });

  it(
    'pays: signed checkout.session.completed reaches the webhook function, then 303 to success_url',
    async () => {
      const email = uniqueEmail('sandbox-pay');
      // Created through the real _shared/payments.ts, as a LaughLoop function would.
      const invoked = await stack
        .client()
        .functions.invoke<{ id: string; url: string }>('create-checkout', {
          body: {
            mode: 'payment',
            amountCents: 499,
            currency: 'usd',
            description: 'LaughLoop Premium (1 month)',
            successUrl: SUCCESS,
            cancelUrl: CANCEL,
            customerEmail: email,
            clientReferenceId: 'user-123',
            metadata: { kind: 'premium' },
          },
        });
      expect(invoked.error).toBeNull();
      const { id, url } = invoked.data!;
      expect(url).toBe(`${stack.url}/_dev/checkout/${id}`);

      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `http://127.0.0.1:4173/premium/success?session_id=${id}`,
      );

      const [mail] = await webhookMail(email, 'checkout.session.completed', id);
      expect(mail).toBeDefined();
      const delivered = JSON.parse(mail!.text_body) as SessionView;
      expect(delivered).toMatchObject({
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 499,
        currency: 'usd',
        customer_email: email,
        client_reference_id: 'user-123',
        metadata: { kind: 'premium' },
        subscription: null,
        url: null,
      });
      expect(delivered.payment_intent).toMatch(/^pi_/);
      expect(await sandboxSession(id)).toMatchObject({ status: 'complete', webhook_status: 200 });

      const again = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('This checkout is already paid');
    },
    FIRST_BOOT_MS,
  );

  it(
    'pays a subscription: the event names a subscription and no payment intent',
    async () => {
      const email = uniqueEmail('sandbox-sub');
      const session = (await (
        await createSession(sessionBody(email, 'subscription'))
      ).json()) as SessionView;
      const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const [mail] = await webhookMail(email, 'checkout.session.completed', session.id);
      const delivered = JSON.parse(mail!.text_body) as SessionView;
      expect(delivered).toMatchObject({
        mode: 'subscription',
        payment_status: 'paid',
        payment_intent: null,
      });
      expect(delivered.subscription).toMatch(/^sub_/);
    },
    FIRST_BOOT_MS,
  );

  it(
    'cancels: checkout.session.expired reaches the webhook function, then 303 to cancel_url',
    async () => {
      const email = uniqueEmail('sandbox-cancel');
      const session = (await (await createSession(sessionBody(email))).json()) as SessionView;
      const cancelled = await fetch(`${session.url}/cancel`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(CANCEL);
      const [mail] = await webhookMail(email, 'checkout.session.expired', session.id);
      expect(JSON.parse(mail!.text_body)).toMatchObject({
        id: session.id,
        status: 'expired',
        payment_status: 'unpaid',
      });
      expect(await sandboxSession(session.id)).toMatchObject({
        status: 'expired',
        webhook_status: 200,
      });
      const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(409);
      expect(
        await (
          await fetch(`${stack.url}/_dev/checkout/cs_test_nosuchsession/pay`, { method: 'POST' })
        ).status,
      ).toBe(404);
    },
    FIRST_BOOT_MS,
  );

  it(
    'has verifyWebhook accept a Stripe-signed event and reject forged or tampered ones',
    async () => {
      const secret = stack.gateway.keys.stripeWebhookSecret;
      const email = uniqueEmail('sandbox-forged');
      const event: EventEnvelope = {
        id: 'evt_test_manual',
        object: 'event',
        type: 'checkout.session.completed',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'cs_test_manual', customer_email: email } as SessionView },
      };
      const payload = JSON.stringify(event);
      const deliver = (body: string, signature: string) =>
        fetch(`${stack.url}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        });

      const forged = await deliver(payload, sign(payload, 'whsec_not_the_real_secret'));
      expect(forged.status).toBe(400);
      expect(((await forged.json()) as { error: string }).error).toMatch(
        /^Webhook rejected: No signatures found/,
      );
      const tampered = await deliver(
        payload.replace('cs_test_manual', 'cs_test_other'),
        sign(payload, secret),
      );
      expect(tampered.status).toBe(400);
      const stale = await deliver(
        payload,
        sign(payload, secret, Math.floor(Date.now() / 1000) - 3600),
      );
      expect(stale.status).toBe(400);
      expect(await mailTo(stack, email)).toEqual([]);

      const genuine = await deliver(payload, sign(payload, secret));
      expect(genuine.status).toBe(200);
      expect(await genuine.json()).toEqual({ received: true, type: 'checkout.session.completed' });
      expect(await webhookMail(email, 'checkout.session.completed', 'cs_test_manual')).toHaveLength(
        1,
      );
    },
    FIRST_BOOT_MS,
  );
});
