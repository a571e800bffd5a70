import type { LocalContext } from '../context.ts';
import { bearerToken, JwtError, type Claims, type JwtProblem } from '../jwt.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import type { UserRow } from './user-json.ts';
import { findUserById } from './users-repo.ts';
import { isUuid } from './validation.ts';

/** The user behind a request's access token, and the session it belongs to. */
export interface Principal {
  user: UserRow;
  sessionId: string | null;
  claims: Claims;
}

/** Roles allowed on /admin (GoTrue's JWT admin_roles). */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

// What golang-jwt reports for each problem; GoTrue puts it after its own prefix.
const JWT_DETAIL: Record<JwtProblem, string> = {
  malformed: 'token is malformed: token contains an invalid number of segments',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  invalid: 'token is unverifiable: error while executing keyfunc',
};

/** extractBearerToken + parseJWTClaims: 401 without a token, 403 bad_jwt for one that fails. */
async function verifiedClaims(ctx: LocalContext, req: Request): Promise<Claims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await ctx.jwt.verify(token);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${JWT_DETAIL[error.problem]}`,
    );
  }
}

/** requireAuthentication: the token must name an existing user and, if it names one, a live session. */
export async function requireUser(ctx: LocalContext, req: Request): Promise<Principal> {
  const claims = await verifiedClaims(ctx, req);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId =
    typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : null;
  if (sessionId) {
    if (!isUuid(sessionId))
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await ctx.db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (rows.length === 0) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { user, sessionId, claims };
}

/** requireAdminCredentials: a valid token whose role is an admin role (the service-role key). */
export async function requireAdmin(ctx: LocalContext, req: Request): Promise<Claims> {
  const claims = await verifiedClaims(ctx, req);
  if (!claims.role || !ADMIN_ROLES.includes(claims.role))
    throw forbidden('not_admin', 'User not allowed');
  return claims;
}
