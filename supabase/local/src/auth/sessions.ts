import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { generateRefreshToken, ACCESS_TOKEN_SECONDS } from './tokens.ts';
import { userJson, type Json, type UserRow } from './user-json.ts';
import { findUserById, identitiesOf, NOW, updateUser } from './users-repo.ts';

/**
 * How the session was authenticated (models.AuthenticationMethod), the access token's amr. A PKCE
 * exchange records its flow's method (email/signup, magiclink, recovery).
 */
export type AuthMethod = 'password' | 'otp' | 'email/signup' | 'magiclink' | 'recovery' | 'invite';

/** Who asked: stored on the session like GoTrue's GrantParams. */
export interface Grant {
  userAgent: string | null;
  ip: string | null;
}

interface AmrEntry {
  method: string;
  timestamp: number;
}

async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
) {
  const token = generateRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** models.AddClaimToSession: one row per session and method, refreshed when used again. */
async function addAmrClaim(q: Queryable, sessionId: string, method: AuthMethod) {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

async function amrOf(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ method: string; updated_at: Date }>(
    `select authentication_method as method, updated_at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at`,
    [sessionId],
  );
  return rows.map((row) => ({
    method: row.method,
    timestamp: Math.floor(row.updated_at.getTime() / 1000),
  }));
}

/** tokens.GenerateAccessToken: HS256 with the project secret, no kid, GoTrue's claim set. */
async function signAccessToken(
  ctx: LocalContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
) {
  const token = await ctx.jwt.sign(
    {
      iss: `${ctx.publicUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? '',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ACCESS_TOKEN_SECONDS,
  );
  return {
    token,
    expiresAt: decodeJwt(token).exp ?? Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS,
  };
}

/** The AccessTokenResponse for a session and one of its refresh tokens. */
export async function tokenResponse(
  ctx: LocalContext,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Json> {
  const user = (await findUserById(q, userId))!;
  const access = await signAccessToken(ctx, user, sessionId, await amrOf(q, sessionId));
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(q, [userId])),
  };
}

/** issueRefreshToken: a new session with its first refresh token; the user's last sign-in moves. */
export async function issueSession(
  ctx: LocalContext,
  q: Queryable,
  userId: string,
  method: AuthMethod,
  grant: Grant,
): Promise<Json> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, grant.userAgent, grant.ip],
  );
  await addAmrClaim(q, sessionId, method);
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null);
  await updateUser(q, userId, { last_sign_in_at: NOW });
  return tokenResponse(ctx, q, userId, sessionId, refreshToken);
}

/** Rotation: the used token is revoked and a child in the same session takes its place. */
export async function rotateRefreshToken(
  q: Queryable,
  tokenId: string,
  token: string,
  userId: string,
  sessionId: string,
) {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
    tokenId,
  ]);
  return insertRefreshToken(q, userId, sessionId, token);
}
