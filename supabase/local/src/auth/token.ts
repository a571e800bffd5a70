import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { isBanned } from './accounts.ts';
import { badRequest } from './errors.ts';
import { passwordMatches, spendComparisonTime, weakPasswordError } from './passwords.ts';
import { limits } from './limits.ts';
import { pkceGrant } from './pkce.ts';
import { refreshTokenGrant } from './refresh.ts';
import {
  clientIp,
  inetOrNull,
  readParams,
  stringParam,
  userAgent,
  type Params,
} from './request.ts';
import { issueSession, type Grant } from './sessions.ts';
import { findUserByEmail } from './users-repo.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/**
 * grant_type=password. Unknown emails and wrong passwords get the same answer in the same time.
 * Attempts are limited per client address only (token()), never per account: failures sent
 * from elsewhere cannot lock the owner out.
 */
async function passwordGrant(ctx: LocalContext, params: Params, grant: Grant): Promise<Response> {
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  const password = stringParam(params, 'password');
  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (email === '' && phone === '') throw badRequest('validation_failed', 'missing email or phone');
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');

  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user) {
    await spendComparisonTime(password, ctx.config.passwordHashCost);
    throw invalidCredentials();
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await ctx.db.transaction((tx) =>
    issueSession(ctx, tx, user.id, 'password', grant),
  );
  // A correct password that today's policy would refuse is still accepted, with a warning.
  const weak = weakPasswordError(password);
  const warning = weak?.weakPasswordReasons
    ? { weak_password: { reasons: weak.weakPasswordReasons, message: weak.message } }
    : {};
  return json({ ...session, ...warning });
}

const GRANTS = ['password', 'refresh_token', 'pkce'];

/**
 * POST /token?grant_type=password|refresh_token|pkce. As GoTrue's Token: an unknown grant is
 * refused first, then the request counts against its address's token limit (every grant,
 * the PKCE code exchange included), then the grant runs.
 */
export async function token(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  const grantType = url.searchParams.get('grant_type') ?? '';
  // GoTrue's own (odd) code for an unknown grant.
  if (!GRANTS.includes(grantType))
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  await limits.token(ctx, req);
  const params = await readParams(req);
  const grant = { userAgent: userAgent(req), ip: inetOrNull(clientIp(req)) };
  if (grantType === 'password') return passwordGrant(ctx, params, grant);
  if (grantType === 'pkce') return json(await pkceGrant(ctx, params, grant));
  return json(await refreshTokenGrant(ctx, stringParam(params, 'refresh_token'), grant));
}
