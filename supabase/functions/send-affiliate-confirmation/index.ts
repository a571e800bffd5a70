import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendCappedMail } from '../_shared/mail-caps.ts';
import { greetingName } from '../_shared/mail-name/mail-name.ts';
import { affiliateWelcomeMail } from '../_shared/mail-templates.ts';
import { siteLink } from '../_shared/site.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { optionalText } from '../_shared/validate.ts';

/**
 * POST {email, userName, affiliateCode} with the user's bearer token (part 2 §7). Mails the
 * signed-in account's own address (never the body's email) its own code and link, read from the
 * database, so nobody can send LaughLoop mail to someone else or about someone else's code.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    optionalText(body, 'email', { max: 254 });
    optionalText(body, 'affiliateCode', { max: 16 });
    const userName = optionalText(body, 'userName', { max: 100 });
    if (!user.email) throw new HttpError(400, 'This account has no email address');

    const { data, error } = await userClient(req)
      .from('affiliates')
      .select('affiliate_code')
      .eq('user_id', user.id)
      .maybeSingle();
    if (error) throw new Error(`Reading the affiliate of ${user.id} failed: ${error.message}`);
    if (!data) throw new HttpError(404, 'Join the affiliate program first');

    const name = greetingName(userName, user.user_metadata?.full_name);
    const link = siteLink('/', { ref: data.affiliate_code });
    await sendCappedMail('affiliate_welcome', {
      to: user.email,
      ...affiliateWelcomeMail(name, data.affiliate_code, link),
    });
    return jsonResponse({ success: true });
  }),
);
