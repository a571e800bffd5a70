import { requireEnv } from '../_shared/env.ts';
import { HttpError } from '../_shared/handler.ts';
import { sendMail } from '../_shared/mail.ts';
import { withMailClaim } from '../_shared/mail-caps.ts';
import { verifyWebhook, WebhookSignatureError, webhookKeys } from '../_shared/standard-webhooks.ts';
import { ValidationError } from '../_shared/validate.ts';
import { mailsFor } from './mails.ts';
import { parseSendEmailPayload, type SendEmailPayload } from './payload.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

/** Auth wants JSON back: `{}` for success, `{error: {http_code, message}}` for a failure. */
function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function failure(status: number, message: string, httpStatus = status): Response {
  return answer({ error: { http_code: status, message } }, httpStatus);
}

async function signedPayload(req: Request): Promise<SendEmailPayload | Response> {
  if (Number(req.headers.get('content-length') ?? '0') > BODY_LIMIT_BYTES) {
    return failure(413, 'Payload too large');
  }
  const body = await req.text();
  if (body.length > BODY_LIMIT_BYTES) return failure(413, 'Payload too large');
  try {
    await verifyWebhook(webhookKeys(requireEnv('SEND_EMAIL_HOOK_SECRET')), req.headers, body);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return failure(401, 'Invalid webhook signature');
    throw error;
  }
  try {
    return parseSendEmailPayload(JSON.parse(body));
  } catch (error) {
    if (error instanceof ValidationError || error instanceof SyntaxError) {
      return failure(400, `Invalid payload: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Supabase Auth's Send Email hook ([auth.hook.send_email], verify_jwt = false): Auth calls it
 * instead of mailing itself, signed per Standard Webhooks with SEND_EMAIL_HOOK_SECRET. A sign-up
 * gets the app's one verification mail (the link verify-email redeems, 24 h); recovery the app's
 * /auth/callback link; other actions Auth's own verify link. A refusal meant for the person
 * (a 429 cap: the recipient's mail caps, the account's verification links) is answered 200 with
 * the error, so Auth passes its status and message on; any other failure makes Auth fail the
 * request.
 */
Deno.serve(async (req) => {
  if (req.method !== 'POST') return failure(405, 'Method not allowed; use POST');
  try {
    const payload = await signedPayload(req);
    if (payload instanceof Response) return payload;
    // Each mail is counted against its recipient's caps before anything is issued for it.
    for (const plan of mailsFor(payload)) {
      await withMailClaim(plan.to, plan.kind, async () => sendMail(await plan.build()));
    }
    return answer({});
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return failure(429, error.message, 200);
    console.error('send-email-hook failed', error);
    return failure(500, 'The email could not be sent. Please try again.');
  }
});
