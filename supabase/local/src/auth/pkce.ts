import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { stringParam, type Params } from './request.ts';
import { issueSession, type Grant } from './sessions.ts';
import type { Json } from './user-json.ts';

/** What a PKCE client sends with signup, otp, recover and resend (code_challenge[_method]). */
export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's flow state authentication methods for the email flows (models.AuthenticationMethod). */
export type FlowMethod = 'email/signup' | 'magiclink' | 'recovery' | 'invite';

/** Tokens of a PKCE flow are stored and mailed with this prefix (addFlowPrefixToToken). */
export const PKCE_PREFIX = 'pkce_';
/** config.External.FlowStateExpiryDuration's default (and minimum): 300 s. */
const FLOW_STATE_EXPIRY_SECONDS = 300;
const CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/;
const INVALID_PARAMS = 'PKCE flow requires code_challenge_method and code_challenge';

/** models.ParseCodeChallengeMethod: case-insensitive s256 or plain. */
function challengeMethod(method: string): PkceChallenge['method'] {
  const lower = method.toLowerCase();
  if (lower === 's256' || lower === 'plain') return lower;
  // GoTrue fails later with a bare 500 here; refusing up front writes nothing either.
  throw badRequest('validation_failed', `unsupported code_challenge method "${method}"`);
}

/**
 * validatePKCEParams: both or neither; a challenge of 43 to 128 RFC 7636 characters. Null means
 * the implicit flow.
 */
export function pkceChallenge(params: Params): PkceChallenge | null {
  const challenge = stringParam(params, 'code_challenge');
  const method = stringParam(params, 'code_challenge_method');
  if ((challenge === '') !== (method === '')) throw badRequest('validation_failed', INVALID_PARAMS);
  if (challenge === '') return null;
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return { challenge, method: challengeMethod(method) };
}

/** security.VerifyPKCEChallenge: base64url(sha256(verifier)) for s256, the verifier for plain. */
export function verifierMatches(challenge: PkceChallenge, verifier: string): boolean {
  const expected =
    challenge.method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const a = Buffer.from(challenge.challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The flow state method a verification type stands for (models.ParseAuthenticationMethod). */
export function flowMethodOf(type: string): FlowMethod {
  if (type.endsWith('signup')) return 'email/signup';
  if (type === 'magiclink' || type === 'recovery' || type === 'invite') return type;
  throw badRequest('validation_failed', 'Unsupported verification type');
}

/**
 * generateFlowState: the challenge and a fresh auth code for the user, written before the mail
 * goes out. Flow states older than a day are swept here, as GoTrue's cleanup does.
 */
export async function createFlowState(
  q: Queryable,
  userId: string,
  method: FlowMethod,
  pkce: PkceChallenge,
  providerType: string = method === 'email/signup' ? 'email' : method,
): Promise<void> {
  await q.query(`delete from auth.flow_state where created_at < now() - interval '24 hours'`);
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, provider_access_token, provider_refresh_token, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, '', '', now(), now(), $7)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, providerType, method],
  );
}

/**
 * issueAuthCode: the user's latest flow state for this method hands out its auth code (for the
 * ?code= redirect of a verified link) and notes when.
 */
export async function issueAuthCode(q: Queryable, userId: string, type: string): Promise<string> {
  const { rows } = await q.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, flowMethodOf(type)],
  );
  const flow = rows[0];
  if (!flow) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. 422: No valid flow state found for user.',
    );
  }
  await q.query(
    'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
    [flow.id],
  );
  return flow.auth_code;
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: PkceChallenge['method'];
  authentication_method: FlowMethod;
  expired: boolean;
}

/**
 * POST /token?grant_type=pkce (API.PKCE): {auth_code, code_verifier} for a session. The flow state
 * expires 300 s after it was created (a magic link's: after its code was issued) and is spent by
 * the exchange, in the same transaction as the session, so a code works once.
 */
export async function pkceGrant(ctx: LocalContext, params: Params, grant: Grant): Promise<Json> {
  const authCode = stringParam(params, 'auth_code');
  const verifier = stringParam(params, 'code_verifier');
  if (authCode === '' || verifier === '') {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<FlowRow>(
      `select id, user_id, code_challenge, code_challenge_method::text as code_challenge_method,
              authentication_method,
              now() > case when auth_code_issued_at is not null and authentication_method = 'magiclink'
                           then auth_code_issued_at else created_at end
                      + make_interval(secs => $2) as expired
         from auth.flow_state where auth_code = $1 limit 1 for update`,
      [authCode, FLOW_STATE_EXPIRY_SECONDS],
    );
    const flow = rows[0];
    if (!flow?.user_id) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (flow.expired) {
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const challenge = { challenge: flow.code_challenge, method: flow.code_challenge_method };
    if (!verifierMatches(challenge, verifier)) {
      throw badRequest(
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    const { rows: spent } = await tx.query(
      'delete from auth.flow_state where id = $1 returning id',
      [flow.id],
    );
    if (spent.length === 0) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    return issueSession(ctx, tx, flow.user_id, flow.authentication_method, grant);
  });
}
