import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { requiredText } from '../_shared/validate.ts';

interface Redeemed {
  success: boolean;
  planType: string;
  currentPeriodEnd: string;
}

/**
 * POST {promoCode} with the user's bearer token. Redeems as that user, so the database checks the
 * code against the caller's own email. Refusals keep the database's words, which contain 'email',
 * 'expired' or 'used' as the client's mapping expects (part 2 §8); no valid session gives 401.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const promoCode = requiredText(body, 'promoCode', { max: 32 });
    const redeemed = await callSqlJson<Redeemed>(userClient(req), 'redeem_free_premium_code', {
      p_code: promoCode,
    });
    return jsonResponse({
      success: true,
      planType: redeemed.planType,
      currentPeriodEnd: redeemed.currentPeriodEnd,
    });
  }),
);
