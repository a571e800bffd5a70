import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { numberField } from '../_shared/validate.ts';

interface PayoutResult {
  success: boolean;
  message: string;
}

/**
 * POST {amount} with the user's bearer token. request_payout holds the rules ($10.00 minimum, cents,
 * never more than the available balance, even under concurrent calls) and its answer
 * {success, message} is passed on as is.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const amount = numberField(body, 'amount', true);
    const result = await callSqlJson<PayoutResult>(userClient(req), 'request_payout', {
      p_amount: amount,
    });
    return jsonResponse(result);
  }),
);
