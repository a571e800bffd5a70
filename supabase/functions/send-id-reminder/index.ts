import { findAccountByEmail } from '../_shared/auth-users.ts';
import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { withMailClaim } from '../_shared/mail-caps.ts';
import { idReminderMail } from '../_shared/mail-templates.ts';
import { siteUrl } from '../_shared/site.ts';
import { requiredEmail } from '../_shared/validate.ts';

/**
 * POST {email}: when an account uses this address, mails it a reminder that the login ID is the
 * email address itself and how to reset the password. Always {success: true} for a valid email.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    const email = requiredEmail(body);
    // Claimed before looking the address up: every request counts, so a 429 tells nothing.
    await withMailClaim(email, 'id_reminder', async () => {
      if (await findAccountByEmail(email)) {
        await sendMail({ to: email, ...idReminderMail(email, siteUrl()) });
      }
    });
    return jsonResponse({ success: true });
  }),
);
