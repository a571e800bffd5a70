import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { badRequest, unprocessable } from './errors.ts';
import { issueEmailToken, restoreEmailToken, sendOrUndo } from './emails.ts';
import type { Principal } from './guard.ts';
import { requireUser } from './guard.ts';
import { countWrongCode, isCodeBurnt, lockCodeGuesses } from './limits.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
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

const NONCE_COLUMN = 'reauthentication_token';

/**
 * verifyReauthentication, then ConfirmReauthentication: the nonce must match the last one mailed
 * and be unexpired, and is spent by the same conditional update (it works once). Like a typed
 * e-mail code (verify.ts), guesses at one account's nonce are locked one after the other and
 * counted against that nonce, whoever sends them: after CODE_FAILURE_LIMIT wrong ones it is
 * burnt and refused even when right, until a new one is asked for.
 */
export async function spendNonce(
  ctx: LocalContext,
  principal: Principal,
  nonce: string,
): Promise<void> {
  if (nonce === '') {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  }
  const { user } = principal;
  const email = user.email ?? '';
  const hash = tokenHash(email, nonce);
  const spent = await ctx.db.transaction(async (tx) => {
    await lockCodeGuesses(tx, email);
    if (await isCodeBurnt(tx, user.id, NONCE_COLUMN)) return false;
    // Read again under the lock: the principal was loaded before it.
    const { rows: stored } = await tx.query<{ token: string | null; sent_at: Date | null }>(
      `select ${NONCE_COLUMN} as token, reauthentication_sent_at as sent_at
         from auth.users where id = $1`,
      [user.id],
    );
    const current = stored[0];
    if (current?.token && current.token === hash && !isOtpExpired(current.sent_at)) {
      const { rows } = await tx.query(
        `update auth.users set ${NONCE_COLUMN} = '', reauthentication_sent_at = null
          where id = $1 and ${NONCE_COLUMN} = $2 returning id`,
        [user.id, hash],
      );
      if (rows.length > 0) return true;
    }
    await countWrongCode(tx, user.id, NONCE_COLUMN);
    return false;
  });
  if (!spent) throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
}
