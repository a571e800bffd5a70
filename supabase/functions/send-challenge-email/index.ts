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

interface OptIn {
  email: string;
  unsubscribe_token: string;
  resubscribed: boolean;
}

/**
 * POST {type: 'opt_in_confirmation', email, name}: stores the weekly challenge opt-in (one per
 * address; an unsubscribed address is subscribed again) and mails the confirmation with its
 * unsubscribe link, `${SITE_URL}/?unsubscribe=<token>`: the app reads the flag and calls the
 * unsubscribe_challenge_emails RPC (anon may call it).
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    choiceField(body, 'type', ['opt_in_confirmation'] as const);
    const email = requiredEmail(body);
    const given = optionalText(body, 'name', { max: 100 });
    await withMailClaim(email, 'challenge_opt_in', async () => {
      const optIn = await callSqlJson<OptIn>(adminClient(), 'subscribe_challenge_emails', {
        p_email: email,
        // Omitted when not given: the SQL default is null.
        ...(given === undefined ? {} : { p_name: given }),
      });
      const unsubscribe = siteLink('/', { unsubscribe: optIn.unsubscribe_token });
      await sendMail({
        to: email,
        ...challengeOptInMail(greetingName(given), siteUrl(), unsubscribe),
      });
    });
    return jsonResponse({ success: true });
  }),
);
