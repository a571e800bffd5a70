import { createHmac, randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import { AuthError } from './errors.ts';
import { hookTarget, type SendEmailHook } from './hook-settings.ts';
import { clientIp, inetOrNull } from './request.ts';

/** GoTrue's mailer.EmailData, as the hook receives it (every field present, empty when unused). */
export interface EmailData {
  token: string;
  token_hash: string;
  redirect_to: string;
  email_action_type: string;
  site_url: string;
  token_new: string;
  token_hash_new: string;
  old_email: string;
  old_phone: string;
  provider: string;
  factor_type: string;
}

const RETRIES = 3;
const BACKOFF_MS = 2000;
/**
 * GoTrue gives a hook 5 s. Here the first call may also boot the function's Deno worker (and
 * fetch its npm packages into an empty cache), which hosted Supabase does well within that.
 */
const TIMEOUT_MS = 60_000;
const RESPONSE_LIMIT_BYTES = 200 * 1024;

/** A Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^v1,/, '').replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** apierrors.HTTPError without an error code: unexpected_failure for 500, unknown otherwise. */
function hookError(status: number, message: string, code?: string): AuthError {
  return new AuthError(
    status,
    code ?? (status === 500 ? 'unexpected_failure' : 'unknown'),
    message,
  );
}

/** hookserrors.Check and the JSON decode of Dispatch: `{error: {http_code, message}}` fails the request. */
function checkHookBody(text: string): void {
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw hookError(500, 'Error unmarshaling JSON output.');
  }
  const error = (body as { error?: { http_code?: unknown; message?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string' || error.message === '') return;
  const status = typeof error.http_code === 'number' && error.http_code > 0 ? error.http_code : 500;
  throw hookError(status, error.message);
}

async function readAnswer(response: Response): Promise<void> {
  const type = response.headers.get('content-type');
  if (!type) {
    throw hookError(
      400,
      'Invalid Content-Type: Missing Content-Type header',
      'hook_payload_invalid_content_type',
    );
  }
  if (type.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
    throw hookError(
      400,
      `Invalid JSON response. Received content-type: ${type}`,
      'hook_payload_invalid_content_type',
    );
  }
  const text = await response.text();
  if (Buffer.byteLength(text) > RESPONSE_LIMIT_BYTES) {
    throw hookError(
      422,
      `Payload size exceeded size limit of ${RESPONSE_LIMIT_BYTES} bytes`,
      'hook_payload_over_size_limit',
    );
  }
  checkHookBody(text);
}

/** GoTrue's answer to a hook status other than 200/202/204; null means "try again". */
function statusError(response: Response): AuthError | null {
  switch (response.status) {
    case 429:
    case 503:
      return response.headers.get('retry-after')
        ? null
        : hookError(500, 'Service currently unavailable due to hook');
    case 400:
      return hookError(500, 'Invalid payload sent to hook');
    case 401:
      return hookError(500, 'Hook requires authorization token');
    default:
      return hookError(500, `Unexpected status code returned from hook: ${response.status}`);
  }
}

function post(url: URL, hook: SendEmailHook, body: string, signal: AbortSignal): Promise<Response> {
  const id = randomUUID();
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': hook.secrets.map((s) => signWebhook(s, id, timestamp, body)).join(', '),
      'accept-encoding': 'identity',
    },
    body,
    signal,
  });
}

const timedOut = () =>
  hookError(
    422,
    `Failed to reach hook within maximum time of ${(TIMEOUT_MS / 1000).toFixed(6)} seconds`,
    'hook_timeout',
  );

/**
 * hookshttp.Dispatcher: POSTs `{metadata, user, email_data}` signed per Standard Webhooks and
 * throws the AuthError GoTrue would answer with when the hook fails, so the caller's request fails.
 */
export async function callSendEmailHook(
  ctx: LocalContext,
  hook: SendEmailHook,
  req: Request,
  user: unknown,
  emailData: EmailData,
): Promise<void> {
  const metadata = {
    uuid: randomUUID(),
    time: new Date().toISOString(),
    name: 'send-email',
    ip_address: inetOrNull(clientIp(req)) ?? '',
  };
  const body = JSON.stringify({ metadata, user, email_data: emailData });
  const url = hookTarget(hook, ctx.publicUrl);
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    let response: Response;
    try {
      response = await post(url, hook, body, signal);
    } catch {
      if (signal.aborted) throw timedOut();
      if (attempt === RETRIES - 1) {
        throw hookError(
          422,
          'Failed to reach hook after maximum retries',
          'hook_timeout_after_retry',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS));
      continue;
    }
    if (response.status === 204) return;
    if (response.status === 200 || response.status === 202) return readAnswer(response);
    await response.body?.cancel();
    const error = statusError(response);
    if (error) throw error;
  }
  throw hookError(500, 'Service currently unavailable due to hook');
}
