import { createHmac } from 'node:crypto';
import { SITE } from './app-functions.ts';
import type { Stack } from './stack.ts';

/** A checkout session as /_dev/checkout shows it (Stripe's shape plus the webhook bookkeeping). */
export interface SandboxSession {
  id: string;
  url: string | null;
  created: number;
  status: string;
  payment_status: string;
  webhook_status?: number | null;
  webhook_response?: string | null;
}

export interface Delivery {
  status: number;
  body: Record<string, unknown>;
}

/** Opens a session as a payment function would (service role); payment mode in USD by default. */
export async function openSession(
  stack: Stack,
  body: Record<string, unknown>,
): Promise<SandboxSession> {
  const response = await fetch(`${stack.url}/_dev/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      mode: 'payment',
      currency: 'usd',
      success_url: `${SITE}/?boost_success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/?boost_cancelled=true`,
      ...body,
    }),
  });
  if (!response.ok) throw new Error(`sandbox refused the session: ${await response.text()}`);
  return (await response.json()) as SandboxSession;
}

/**
 * Presses Pay on the sandbox page, which delivers the signed webhook before its 303 redirect, and
 * returns the session with the webhook's status and response.
 */
export async function pay(stack: Stack, session: SandboxSession): Promise<SandboxSession> {
  const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
  await paid.body?.cancel();
  if (paid.status !== 303) throw new Error(`paying ${session.id} answered ${paid.status}`);
  const list = (await (await fetch(`${stack.url}/_dev/checkout?format=json`)).json()) as {
    data: SandboxSession[];
  };
  const found = list.data.find((row) => row.id === session.id);
  if (!found) throw new Error(`session ${session.id} is not listed`);
  return found;
}

/** A checkout.session event around the session as the sandbox shows it now (for replays). */
export async function sessionEvent(
  stack: Stack,
  sessionId: string,
  type = 'checkout.session.completed',
) {
  const session: unknown = await (
    await fetch(`${stack.url}/_dev/checkout/${sessionId}?format=json`)
  ).json();
  return { id: `evt_test${Date.now()}`, object: 'event', type, data: { object: session } };
}

/** Delivers an event the way Stripe does: raw JSON body with a Stripe-Signature over it. */
export async function deliver(
  stack: Stack,
  event: object,
  secret = stack.gateway.keys.stripeWebhookSecret,
): Promise<Delivery> {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  const response = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
