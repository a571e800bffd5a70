import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { challengeOptInMail } from '../_shared/mail-templates.ts';
import { hourlyMailLimit } from '../_shared/rate-limit.ts';
import { siteUrl } from '../_shared/site.ts';
import { choiceField, optionalText, requiredEmail } from '../_shared/validate.ts';

const perAddress = hourlyMailLimit();

/** POST {type: 'opt_in_confirmation', email, name}: confirms weekly challenge notifications. */
Deno.serve(
  jsonHandler(async (_req, body) => {
    choiceField(body, 'type', ['opt_in_confirmation'] as const);
    const email = requiredEmail(body);
    const name = optionalText(body, 'name', { max: 100 }) ?? 'there';
    perAddress.enforce(email);
    await sendMail({ to: email, ...challengeOptInMail(name, siteUrl()) });
    return jsonResponse({ success: true });
  }),
);
