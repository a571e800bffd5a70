import { findAccountByEmail } from '../_shared/auth-users.ts';
import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { type Mail, sendMail } from '../_shared/mail.ts';
import { withMailClaim } from '../_shared/mail-caps.ts';
import { siteRedirect, siteUrl } from '../_shared/site.ts';
import { optionalText, requiredEmail } from '../_shared/validate.ts';
import { appVerificationMail, isVerificationCap } from '../_shared/verification-mail.ts';

/**
 * The client asks for this mail right after signUp, but Auth's sign-up has already mailed a
 * confirmation (the Send Email hook's app link, or Auth's own link without the hook). Within this
 * window that mail is the one link the person needs, so no second one is sent.
 */
const SIGN_UP_MAIL_WINDOW_MS = 10 * 60 * 1000;

function confirmationJustSent(sentAt: Date | null): boolean {
  return sentAt !== null && Date.now() - sentAt.getTime() < SIGN_UP_MAIL_WINDOW_MS;
}

/** The app's confirmation mail, or null when capped. */
async function cappedVerificationMail(userId: string, email: string): Promise<Mail | null> {
  try {
    return await appVerificationMail(userId, email);
  } catch (error) {
    // Capped requests are answered like any other, so the response never tells whether an
    // unconfirmed account exists.
    if (isVerificationCap(error)) return null;
    throw error;
  }
}

/**
 * POST {email, verificationToken, redirectUrl}. The client's token is ignored (design decision 7):
 * an unconfirmed account with this email gets a random token that works once within 24 hours,
 * mailed as `${SITE_URL}/?verify_email=true&token=...&user_id=...`, unless Auth mailed the account a
 * confirmation in the last 10 minutes (one mail per sign-up). Every well-formed request gets
 * {success: true}, whether or not such an account exists or a mail went out.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    const email = requiredEmail(body);
    // Sent by the client, deliberately unused: tokens are made here.
    optionalText(body, 'verificationToken', { max: 1000 });
    // Checked but not used for the link: it always lands on the site's home page, which calls
    // verify-email and then shows the verified notice, as the client's redirect asks.
    siteRedirect(body, 'redirectUrl', `${siteUrl()}/?verified=true`);
    // Claimed before looking the address up: every request counts, so a 429 tells nothing.
    await withMailClaim(email, 'verification', async () => {
      const account = await findAccountByEmail(email);
      if (account && !account.confirmed && !confirmationJustSent(account.confirmationSentAt)) {
        const mail = await cappedVerificationMail(account.id, email);
        if (mail) await sendMail(mail);
      }
    });
    return jsonResponse({ success: true });
  }),
);
