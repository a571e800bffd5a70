import { jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { isUuid, numberField, ValidationError } from '../_shared/validate.ts';

interface PayoutResult {
  success: boolean;
  message: string;
}

/**
 * POST {amount, requestKey?} with the user's bearer token. request_payout holds the rules ($10.00
 * minimum, cents, a payout method on file, never more than the available balance, even under
 * concurrent calls) and its answer {success, message} is passed on as is. A retry with the same
 * requestKey (a UUID) gets the first request's answer instead of a second request.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const amount = numberField(body, 'amount', true);
    const requestKey = body.requestKey;
    if (requestKey !== undefined && requestKey !== null && !isUuid(requestKey))
      throw new ValidationError('requestKey must be a UUID');
    const result = await callSqlJson<PayoutResult>(userClient(req), 'request_payout', {
      p_amount: amount,
      ...(isUuid(requestKey) ? { p_request_key: requestKey.toLowerCase() } : {}),
    });
    return jsonResponse(result);
  }),
);
