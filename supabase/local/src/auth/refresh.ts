import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { isBanned } from './accounts.ts';
import { badRequest, type AuthError } from './errors.ts';
import { rotateRefreshToken, tokenResponse, type Grant } from './sessions.ts';
import { REFRESH_TOKEN_REUSE_SECONDS } from './tokens.ts';
import type { Json } from './user-json.ts';
import { lockUserById } from './users-repo.ts';

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
}

type Outcome = { response: Json } | { error: AuthError };

const notFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * A revoked token may still be answered: it is the parent of the session's active token (the
 * client lost the previous answer, so that token is handed out again), or it was rotated less
 * than the reuse interval ago. Otherwise it is reuse: the whole session's tokens are revoked.
 */
async function tokenForRevoked(
  q: Queryable,
  row: RefreshTokenRow,
  sessionId: string,
): Promise<string | null | 'reuse'> {
  const { rows } = await q.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  const active = rows[0];
  if (active && active.parent === row.token) return active.token;
  // Stricter than GoTrue: only a token retired by rotation (it has a child) gets the grace
  // period; one revoked because reuse was detected never works again.
  const { rows: children } = await q.query(
    'select 1 from auth.refresh_tokens where parent = $1 limit 1',
    [row.token],
  );
  const recentlyRotated =
    Date.now() <= row.updated_at.getTime() + REFRESH_TOKEN_REUSE_SECONDS * 1000;
  if (children.length > 0 && recentlyRotated) return null;
  await q.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
    [sessionId],
  );
  return 'reuse';
}

async function refreshInTransaction(
  ctx: LocalContext,
  q: Queryable,
  token: string,
  grant: Grant,
): Promise<Outcome> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select id::text as id, token, user_id, revoked, updated_at, session_id
       from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const row = rows[0];
  if (!row) return { error: notFound() };
  const user = await lockUserById(q, row.user_id);
  if (!user) return { error: notFound() };
  if (isBanned(user))
    return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
  const { rows: sessions } = await q.query<{ id: string; not_after: Date | null }>(
    `select id, not_after from auth.sessions where id = $1 for update`,
    [row.session_id],
  );
  const session = sessions[0];
  if (!session) {
    await q.query(`delete from auth.refresh_tokens where id = $1`, [row.id]);
    return {
      error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
    };
  }
  if (session.not_after && session.not_after.getTime() < Date.now()) {
    return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
  }
  let issued: string | null = null;
  if (row.revoked) {
    const answer = await tokenForRevoked(q, row, session.id);
    if (answer === 'reuse') {
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
    issued = answer;
  }
  issued ??= await rotateRefreshToken(q, row.id, row.token, user.id, session.id);
  await q.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(),
            user_agent = coalesce($2, user_agent), ip = coalesce($3::inet, ip)
      where id = $1`,
    [session.id, grant.userAgent, grant.ip],
  );
  return { response: await tokenResponse(ctx, q, user.id, session.id, issued) };
}

/**
 * grant_type=refresh_token (tokens.Service.RefreshTokenGrant). The token row and its session are
 * locked so two refreshes of one token cannot both rotate it; a detected reuse commits the
 * revocation of the session's tokens before the error is answered.
 */
export async function refreshTokenGrant(
  ctx: LocalContext,
  token: string,
  grant: Grant,
): Promise<Json> {
  if (token === '') throw badRequest('validation_failed', 'refresh_token required');
  const outcome = await ctx.db.transaction((tx) => refreshInTransaction(ctx, tx, token, grant));
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}
