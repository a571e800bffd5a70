/**
 * Standard Webhooks verification (https://www.standardwebhooks.com), the signature Supabase Auth
 * puts on its hook requests. Pure Web Crypto, so it runs in Deno and in vitest alike.
 *
 * A secret is `v1,whsec_<base64 key>` (Auth's `secrets`; several may be joined with `|`). The
 * request carries webhook-id, webhook-timestamp (unix seconds) and webhook-signature, a
 * space-separated list of `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`.
 */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** How far a timestamp may be from now, either way, as in the reference libraries. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/** The raw keys of a `v1,whsec_...` secret list; other formats are skipped. */
export function webhookKeys(secrets: string): Uint8Array[] {
  return secrets
    .split('|')
    .map((secret) => secret.trim())
    .filter((secret) => secret.startsWith('v1,'))
    .map((secret) => secret.slice(3).replace(/^whsec_/, ''))
    .map((base64) => Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)));
}

async function sign(key: Uint8Array, content: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    key as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(content)),
  );
  return btoa(String.fromCharCode(...mac));
}

/** Equal strings compared without an early exit, so timing says nothing about the expected one. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The `v1` signatures of a webhook-signature header (Auth joins several with ", "). */
function offeredSignatures(header: string): string[] {
  return header
    .split(/[\s]+/)
    .map((part) => part.replace(/,+$/, ''))
    .filter((part) => part.startsWith('v1,'))
    .map((part) => part.slice(3));
}

/**
 * Throws WebhookSignatureError unless one of `keys` signed this body, id and timestamp, and the
 * timestamp is within the tolerance of `nowMs`.
 */
export async function verifyWebhook(
  keys: Uint8Array[],
  headers: Headers,
  body: string,
  nowMs: number = Date.now(),
): Promise<void> {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signature = headers.get('webhook-signature');
  if (!id || !timestamp || !signature) throw new WebhookSignatureError('Missing webhook headers');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookSignatureError('Invalid webhook timestamp');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Webhook timestamp is too old or too new');
  }
  const offered = offeredSignatures(signature);
  for (const key of keys) {
    const expected = await sign(key, `${id}.${timestamp}.${body}`);
    if (offered.some((candidate) => sameText(candidate, expected))) return;
  }
  throw new WebhookSignatureError('No matching webhook signature');
}
