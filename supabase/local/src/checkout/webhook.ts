import { stripeSignatureHeader } from './stripe-objects.ts';

export interface Delivery {
  /** The function's HTTP status; null when nothing answered. */
  status: number | null;
  response: string;
}

const RESPONSE_KEPT_CHARS = 2000;
/** Generous: the first delivery may boot the function's Deno worker and download its packages. */
const DELIVERY_TIMEOUT_MS = 90_000;

/** POSTs one event to the webhook function with a Stripe-Signature, as Stripe delivers it. */
export async function deliverEvent(url: string, event: object, secret: string): Promise<Delivery> {
  const payload = JSON.stringify(event, null, 2);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignatureHeader(payload, secret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    return {
      status: response.status,
      response: (await response.text()).slice(0, RESPONSE_KEPT_CHARS),
    };
  } catch (error) {
    return { status: null, response: `Delivery failed: ${(error as Error).message}` };
  }
}
