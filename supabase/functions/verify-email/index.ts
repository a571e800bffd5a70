import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { adminClient } from '../_shared/supabase.ts';
import { isUuid, requiredText } from '../_shared/validate.ts';

/** The one message every unusable link gets (part 2 §8 'Verification Failed'). */
const INVALID_LINK = 'The verification link is invalid or has expired.';

interface Consumed {
  valid: boolean;
  email?: string;
}

/**
 * POST {token, userId} from the link of send-verification-email. The database marks the token used
 * (hash match, unexpired, unused, same user) exactly once; the address is then confirmed through
 * the Auth admin API, provided it is still the account's address.
 */
Deno.serve(
  jsonHandler(async (_req, body) => {
    const token = requiredText(body, 'token', { max: 200 });
    const userId = requiredText(body, 'userId', { max: 100 });
    if (!/^[0-9a-f]{64}$/.test(token) || !isUuid(userId)) throw new HttpError(400, INVALID_LINK);

    const admin = adminClient();
    const consumed = await callSqlJson<Consumed>(admin, 'consume_email_verification_token', {
      p_token: token,
      p_user_id: userId,
    });
    if (!consumed.valid) throw new HttpError(400, INVALID_LINK);

    const { data, error } = await admin.auth.admin.getUserById(userId);
    if (error || data.user?.email?.toLowerCase() !== consumed.email?.toLowerCase()) {
      throw new HttpError(400, INVALID_LINK);
    }
    const confirmed = await admin.auth.admin.updateUserById(userId, { email_confirm: true });
    if (confirmed.error) throw new Error(`Confirming ${userId} failed: ${confirmed.error.message}`);
    return jsonResponse({ success: true });
  }),
);
