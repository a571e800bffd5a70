import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { badRequest, unprocessable } from './errors.ts';
import { issueEmailToken, restoreEmailToken, sendOrUndo } from './emails.ts';
import type { Principal } from './guard.ts';
import { requireUser } from './guard.ts';
import { assertUnderLimit, recordAttempt, VERIFY_FAILURE_LIMIT } from './rate-limit.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
import { clientIp } from './request.ts';
import { isOtpExpired, tokenHash } from './tokens.ts';

/** GoTrue's InvalidNonceMessage. */
const INVALID_NONCE = 'Nonce has expired or is invalid';
/** A session younger than this may change its password without a nonce (UpdatePassword…). */
const RECENT_SIGN_IN_HOURS = 24;

/**
 * GET /reauthenticate (API.Reauthenticate): mails the signed-in user a 6-digit nonce, throttled
 * like the other mails (max_frequency), for PUT /user {password, nonce}. Answers `{}`.
 */
export async function reauthenticate(ctx: LocalContext, req: Request): Promise<Response> {
  const { user } = await requireUser(ctx, req);
  const email = user.email ?? '';
  if (email === '') {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (!user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  const recipient = { id: user.id, email };
  const token = await issueEmailToken(ctx.db, recipient, 'reauthentication', true);
  await sendOrUndo(
    ctx,
    req,
    // GoTrue passes the referrer (else the site URL) to the hook for every mail, this one too.
    {
      user: recipient,
      action: 'reauthentication',
      token,
      redirectTo: redirectTarget(redirectPolicy(ctx.config), req, null),
    },
    () => restoreEmailToken(ctx.db, user.id, 'reauthentication', token),
  );
  return json({});
}

/** Whether a password change from this session needs a nonce: no session, or an old one. */
export async function needsReauthentication(q: Queryable, principal: Principal): Promise<boolean> {
  if (!principal.sessionId) return true;
  const { rows } = await q.query<{ old: boolean }>(
    `select created_at < now() - make_interval(hours => $2) as old from auth.sessions where id = $1`,
    [principal.sessionId, RECENT_SIGN_IN_HOURS],
  );
  return rows[0]?.old ?? true;
}

/**
 * verifyReauthentication, then ConfirmReauthentication: the nonce must match the last one mailed
 * and be unexpired, and is spent by the same conditional update (it works once). Wrong nonces
 * count as failed verifications of the client IP, like wrong e-mail codes.
 */
export async function spendNonce(
  ctx: LocalContext,
  req: Request,
  principal: Principal,
  nonce: string,
): Promise<void> {
  if (nonce === '') {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  }
  const failureKey = `verify-failure:ip:${clientIp(req)}`;
  await assertUnderLimit(ctx.db, { key: failureKey, max: VERIFY_FAILURE_LIMIT });
  const { user } = principal;
  const stored = user.reauthentication_token ?? '';
  const hash = tokenHash(user.email ?? '', nonce);
  const valid = stored !== '' && stored === hash && !isOtpExpired(user.reauthentication_sent_at);
  const { rows } = valid
    ? await ctx.db.query(
        `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
          where id = $1 and reauthentication_token = $2 returning id`,
        [user.id, hash],
      )
    : { rows: [] };
  if (rows.length === 0) {
    await recordAttempt(ctx.db, failureKey);
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
}
