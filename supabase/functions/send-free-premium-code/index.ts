import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { withMailClaim } from '../_shared/mail-caps.ts';
import { greetingName } from '../_shared/mail-name/mail-name.ts';
import { freePremiumCodeMail } from '../_shared/mail-templates.ts';
import { callSql } from '../_shared/rpc.ts';
import { siteLink } from '../_shared/site.ts';
import { adminClient } from '../_shared/supabase.ts';
import { optionalText, requiredEmail } from '../_shared/validate.ts';

function readableDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Issues the code (the database's rules) and mails it. */
async function issueAndMail(email: string, name: string): Promise<void> {
  const admin = adminClient();
  const code = await callSql(admin, 'issue_free_premium_code', {
    p_email: email,
    p_name: name,
  });
  const { data, error } = await admin
    .from('free_premium_codes')
    .select('expires_at')
    .eq('code', code)
    .single();
  const expiresAt: unknown = data?.expires_at;
  if (error || typeof expiresAt !== 'string') {
    throw new Error(`Reading the new code's expiry failed: ${error?.message ?? 'no expires_at'}`);
  }
  const greeting = greetingName(name);
  const mail = freePremiumCodeMail(
    greeting,
    code,
    siteLink('/premium-order'),
    readableDate(expiresAt),
  );
  await sendMail({ to: email, ...mail });
}

/**
 * POST {email, name}: issues a random single-use code bound to the email (the database caps it at
 * 3 per address per day and answers 429 beyond) and mails it with how to redeem it on
 * /premium-order. The code is never returned to the browser: only the inbox owner can use it.
 * The mail is claimed against the address's caps first: a capped request issues no code.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    const email = requiredEmail(body);
    const name = optionalText(body, 'name', { max: 100 }) ?? 'User';
    await withMailClaim(email, 'free_premium_code', () => issueAndMail(email, name));
    return jsonResponse({ success: true });
  }),
);
