import { HttpError, jsonHandler } from '../_shared/handler.ts';
import { jsonResponse } from '../_shared/http.ts';
import { callSqlJson } from '../_shared/rpc.ts';
import { requireUser, userClient } from '../_shared/supabase.ts';
import { optionalText } from '../_shared/validate.ts';

interface Joined {
  success: boolean;
  affiliate: Record<string, unknown>;
}

/**
 * POST {email} with the user's bearer token (part 2 §7) → {success, affiliate}. The signed-in
 * account joins, whatever the body's email says (it is checked only as text): join_affiliate_program
 * makes the caller an affiliate once, with a random code, and answers the same row again later.
 */
Deno.serve(
  jsonHandler(async (req, body) => {
    const user = await requireUser(req);
    if (user instanceof Response) return user;
    optionalText(body, 'email', { max: 254 });
    const joined = await callSqlJson<Joined>(userClient(req), 'join_affiliate_program', {});
    if (!joined?.success || typeof joined.affiliate?.affiliate_code !== 'string') {
      throw new HttpError(500, 'Joining the affiliate program gave no affiliate code');
    }
    return jsonResponse({ success: true, affiliate: joined.affiliate });
  }),
);
