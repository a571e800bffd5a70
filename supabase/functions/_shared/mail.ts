import { requireEnv } from './env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const RESEND_ENDPOINT = 'https://api.resend.com/emails';

async function ensureSent(response: Response, transport: string): Promise<void> {
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const detail = (await response.text()).slice(0, 500);
  throw new Error(`${transport} refused the message (HTTP ${response.status}): ${detail}`);
}

/**
 * Sends one email. Locally MAIL_API_URL points at supabase/local's outbox (/_dev/mail); in
 * production RESEND_API_KEY and MAIL_FROM select Resend. Throws when neither is configured or the
 * transport refuses, so a caller never reports a message as sent that was not.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const message = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  };
  const outbox = Deno.env.get('MAIL_API_URL');
  if (outbox) {
    const response = await fetch(outbox, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${requireEnv('SUPABASE_SERVICE_ROLE_KEY')}`,
      },
      body: JSON.stringify(message),
    });
    return ensureSent(response, 'The mail outbox');
  }
  const resendKey = Deno.env.get('RESEND_API_KEY');
  if (resendKey) {
    const response = await fetch(RESEND_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${resendKey}` },
      body: JSON.stringify({ ...message, from: requireEnv('MAIL_FROM'), to: [mail.to] }),
    });
    return ensureSent(response, 'Resend');
  }
  throw new Error(
    'No mail transport configured: set MAIL_API_URL (local outbox) or RESEND_API_KEY and MAIL_FROM.',
  );
}
