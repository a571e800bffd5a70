import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { withMailClaim } from '../_shared/mail-caps.ts';
import { passwordResetMail } from '../_shared/mail-templates.ts';
import { siteLink, siteRedirect, siteUrl } from '../_shared/site.ts';
import { adminClient } from '../_shared/supabase.ts';
import { requiredEmail } from '../_shared/validate.ts';

/** Mails a recovery link when an account uses `email`; nothing (and no error) otherwise. */
async function mailRecoveryLink(email: string, redirectTo: string): Promise<void> {
  const { data, error } = await adminClient().auth.admin.generateLink({
    type: 'recovery',
    email,
    options: { redirectTo },
  });
  if (error) {
    if (error.status === 404 || error.code === 'user_not_found') return;
    throw new HttpError(error.status && error.status < 500 ? error.status : 502, error.message);
  }
  const link = siteLink('/auth/callback', {
    token: data.properties.hashed_token,
    type: 'recovery',
    redirect_to: redirectTo,
  });
  await sendMail({ to: email, ...passwordResetMail(link) });
}

/**
 * POST {email, redirectUrl}. Supabase Auth makes a single-use recovery token (generateLink); the
 * mail links to the app's /auth/callback, which exchanges it with verifyOtp and then goes to the
 * redirect (default `${SITE_URL}/?password_reset=true`). An unknown address gets the same
 * {success: true} as a known one, and counts against the address's cap just the same.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    const email = requiredEmail(body);
    const redirectTo = siteRedirect(body, 'redirectUrl', `${siteUrl()}/?password_reset=true`);
    await withMailClaim(email, 'password_reset', () => mailRecoveryLink(email, redirectTo));
    return jsonResponse({ success: true });
  }),
);
