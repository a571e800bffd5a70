import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { countWrongCode, isCodeBurnt, limits, lockCodeGuesses } from './limits.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
import { clientIp, inetOrNull, readParams, stringParam, userAgent } from './request.ts';
import { issueAuthCode, PKCE_PREFIX } from './pkce.ts';
import { issueSession, type Grant } from './sessions.ts';
import type { Json } from './user-json.ts';
import {
  codeColumnsFor,
  columnOfType,
  consumeVerification,
  expiredMessageFor,
  findByEmailOtp,
  findByTokenHash,
  isOtpFailure,
  type Verified,
} from './verification.ts';
import { findUserByEmail } from './users-repo.ts';
import { validateEmail } from './validation.ts';

type Lookup = (tx: Queryable) => Promise<Verified>;

/** A typed code (email + 6 digits): whose, so that wrong guesses count against that code. */
interface TypedCode {
  email: string;
  type: string;
}

/** Counts a wrong typed code against each code the type could have matched (burning it at the limit). */
async function countWrongTypedCode(tx: Queryable, code: TypedCode): Promise<void> {
  const user = await findUserByEmail(tx, code.email);
  if (!user) return;
  for (const column of codeColumnsFor(code.type)) await countWrongCode(tx, user.id, column);
}

/** A verified link of a PKCE flow hands out its flow state's auth code instead of a session. */
type Redeemed =
  { session: Json; code: null; type: string } | { session: null; code: string; type: string };

/**
 * Finds, spends and answers a token in one transaction: a session, or for a PKCE token followed
 * by its link (GET /verify) the flow's auth code. A wrong typed code (signup, recovery, magic
 * link, e-mail OTP, PKCE or not) is counted in that same transaction, which commits the count
 * and then refuses, with the account's guesses locked one after the other (limits.ts), so no
 * number of addresses can walk through the 6 digits: a typed code that has met
 * CODE_FAILURE_LIMIT wrong ones is refused even when right. A link (token_hash, the PKCE link
 * included) is not a guess and still works.
 */
async function verifyAndRedeem(
  ctx: LocalContext,
  req: Request,
  lookup: Lookup,
  code: TypedCode | null,
  pkceLink = false,
): Promise<Redeemed> {
  const grant: Grant = { userAgent: userAgent(req), ip: inetOrNull(clientIp(req)) };
  const outcome = await ctx.db.transaction(async (tx): Promise<Redeemed | { failure: Error }> => {
    if (code) await lockCodeGuesses(tx, code.email);
    let verified: Verified;
    try {
      verified = await lookup(tx);
      if (code && (await isCodeBurnt(tx, verified.user.id, columnOfType(verified.type)))) {
        throw forbidden('otp_expired', expiredMessageFor(true));
      }
      await consumeVerification(
        tx,
        verified,
        expiredMessageFor(code !== null),
        ctx.config.passwordHashCost,
      );
    } catch (error) {
      if (!code || !isOtpFailure(error)) throw error;
      await countWrongTypedCode(tx, code);
      return { failure: error as Error };
    }
    if (pkceLink) {
      const authCode = await issueAuthCode(tx, verified.user.id, verified.type);
      return { session: null, code: authCode, type: verified.type };
    }
    const session = await issueSession(ctx, tx, verified.user.id, 'otp', grant);
    return { session, code: null, type: verified.type };
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome;
}

/** POST /verify with {type, token_hash} or {type, token, email}: a session. */
export async function verifyPost(ctx: LocalContext, req: Request): Promise<Response> {
  await limits.verify(ctx, req);
  const params = await readParams(req);
  const type = stringParam(params, 'type');
  const token = stringParam(params, 'token').replaceAll('-', '');
  const hash = stringParam(params, 'token_hash');
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((token === '') === (hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  if (hash !== '') {
    if (email !== '' || phone !== '' || stringParam(params, 'redirect_to') !== '') {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    const { session } = await verifyAndRedeem(
      ctx,
      req,
      (tx) => findByTokenHash(tx, type, hash),
      null,
    );
    return json(session);
  }
  if (phone !== '' && email === '') {
    throw badRequest(
      'phone_provider_disabled',
      'Phone verification is not supported by supabase/local',
    );
  }
  if (email === '' || phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on verify',
    );
  }
  let address: string;
  try {
    address = validateEmail(email);
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format');
  }
  const { session } = await verifyAndRedeem(
    ctx,
    req,
    (tx) => findByEmailOtp(tx, type, address, token),
    { email: address, type },
  );
  return json(session);
}

/** AccessTokenResponse.AsRedirectURL: the session in the fragment, keys sorted as Go encodes them. */
function successLocation(redirectTo: string, session: Json, type: string): string {
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    sb: '',
    token_type: String(session.token_type),
    type,
  });
  return `${redirectTo}#${fragment.toString()}`;
}

const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * prepErrorRedirectURL: the error replaces the fragment, the query is kept; a PKCE flow's error
 * is put in the query too, where a PKCE client looks for it.
 */
function errorLocation(redirectTo: string, error: AuthError, pkce: boolean): string {
  const target = new URL(redirectTo);
  const fragment = new URLSearchParams();
  const oauth = OAUTH_ERROR[error.status];
  if (oauth) fragment.set('error', oauth);
  fragment.set('error_code', error.code);
  fragment.set('error_description', error.message);
  if (pkce) {
    for (const [key, value] of fragment) target.searchParams.set(key, value);
    target.searchParams.sort();
  }
  target.hash = fragment.toString();
  return target.toString();
}

/** prepPKCERedirectURL: the redirect target with ?code=<auth code>, its other parameters kept. */
function codeLocation(redirectTo: string, code: string): string {
  const target = new URL(redirectTo);
  target.searchParams.set('code', code);
  target.searchParams.sort();
  return target.toString();
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

/** GET /verify?token=&type=&redirect_to=: the link in a mail; always answers with a 303 to the app. */
export async function verifyGet(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  await limits.verify(ctx, req);
  const type = url.searchParams.get('type') ?? '';
  const token = (url.searchParams.get('token') ?? '').replaceAll('-', '');
  const redirectTo = redirectTarget(
    redirectPolicy(ctx.config),
    req,
    url.searchParams.get('redirect_to'),
  );
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (token === '')
    throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  // GoTrue tells a PKCE flow's link by its token's prefix.
  const pkce = token.startsWith(PKCE_PREFIX);
  try {
    const lookup = (tx: Queryable) => findByTokenHash(tx, type, token);
    const result = await verifyAndRedeem(ctx, req, lookup, null, pkce);
    return seeOther(
      result.code === null
        ? successLocation(redirectTo, result.session, result.type)
        : codeLocation(redirectTo, result.code),
    );
  } catch (error) {
    if (error instanceof AuthError && error.status < 500)
      return seeOther(errorLocation(redirectTo, error, pkce));
    throw error;
  }
}
