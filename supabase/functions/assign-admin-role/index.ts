import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSql, SqlRefusal } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { requiredEmail } from '../_shared/validate.ts';

/** The spec's message for a grant that could not be made (part 2 §8 Admin grant). */
const GRANT_FAILED = 'Failed to assign admin role. Make sure the user exists.';

/**
 * POST {email} with the caller's bearer token: grant_admin_by_email runs as the caller, so only an
 * admin can grant (403 otherwise). Unknown address -> 404 with the spec's message.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    const email = requiredEmail(body);
    try {
      await callSql(userClient(req), 'grant_admin_by_email', { p_email: email });
    } catch (error) {
      if (!(error instanceof SqlRefusal)) throw error;
      if (error.status === 403 || error.status === 401) throw new HttpError(403, error.message);
      throw new HttpError(404, GRANT_FAILED);
    }
    return jsonResponse({ success: true });
  }),
);
