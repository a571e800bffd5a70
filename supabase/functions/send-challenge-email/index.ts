import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { withMailClaim } from '../_shared/mail-caps.ts';
import { greetingName } from '../_shared/mail-name/mail-name.ts';
import { challengeOptInMail } from '../_shared/mail-templates.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { siteLink, siteUrl } from '../_shared/site.ts';
import { adminClient } from '../_shared/supabase.ts';
import { choiceField, optionalText, requiredEmail } from '../_shared/validate.ts';

interface OptInRequest {
  confirm_token: string;
  unsubscribe_token: string;
}

/**
 * POST {type: 'opt_in_confirmation', email, name}: the weekly challenge list is double opt-in.
 * This mails the address a single-use confirmation link, `${SITE_URL}/?confirm_challenge_emails=
 * <token>` (the app's home page calls the confirm_challenge_emails RPC with it), and its
 * unsubscribe link, `${SITE_URL}/?unsubscribe=<token>`. Nothing is subscribed here: an address,
 * including one that unsubscribed, is subscribed only by opening a link from such a mail. The
 * mail is claimed against the address's caps first (3 an hour): past them, 429 and nothing stored.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    choiceField(body, 'type', ['opt_in_confirmation'] as const);
    const email = requiredEmail(body);
    const given = optionalText(body, 'name', { max: 100 });
    await withMailClaim(email, 'challenge_opt_in', async () => {
      const request = await callSqlJson<OptInRequest>(adminClient(), 'request_challenge_emails', {
        p_email: email,
        // Omitted when not given: the SQL default is null.
        ...(given === undefined ? {} : { p_name: given }),
      });
      const confirm = siteLink('/', { confirm_challenge_emails: request.confirm_token });
      const unsubscribe = siteLink('/', { unsubscribe: request.unsubscribe_token });
      await sendMail({
        to: email,
        ...challengeOptInMail(greetingName(given), siteUrl(), confirm, unsubscribe),
      });
    });
    return jsonResponse({ success: true });
  }),
);
