import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { replacePassword } from './accounts.ts';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { securePasswordChange } from './email-settings.ts';
import { limits } from './limits.ts';
import { requireUser } from './guard.ts';
import { needsReauthentication, spendNonce } from './reauthenticate.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords.ts';
import { objectParam, optionalStringParam, readParams, stringParam } from './request.ts';
import { AUDIENCE, loadUserJson, mergeMetadata } from './users-repo.ts';
import { rejectPkce, validateEmail } from './validation.ts';

/** GET /user: the signed-in user, if the token's audience is this API's. */
export async function getUser(ctx: LocalContext, req: Request): Promise<Response> {
  const { user, claims } = await requireUser(ctx, req);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== AUDIENCE) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return json(await loadUserJson(ctx.db, user.id));
}

/**
 * PUT /user: new password (refused when unchanged; other sessions are signed out; with
 * secure_password_change, from a session over 24 h old only with the mailed `nonce`) and merged
 * `data`. supabase/local has no email-change or phone flow, so those are refused, not ignored.
 */
export async function updateUser(ctx: LocalContext, req: Request): Promise<Response> {
  const principal = await requireUser(ctx, req);
  const { user, sessionId } = principal;
  await limits.otp(ctx, req, 'user');
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const password = optionalStringParam(params, 'password');
  const data = objectParam(params, 'data');
  const appData = objectParam(params, 'app_metadata');
  if (email !== '' && validateEmail(email) !== user.email) {
    throw unprocessable(
      'validation_failed',
      'Changing the email address is not supported by supabase/local',
    );
  }
  if (stringParam(params, 'phone') !== '') {
    throw unprocessable(
      'phone_provider_disabled',
      'Changing the phone number is not supported by supabase/local',
    );
  }
  rejectPkce(params);
  if (password !== undefined) assertStrongPassword(password);
  if (appData) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');

  // GoTrue's UpdatePasswordRequireReauthentication ([auth.email] secure_password_change).
  if (
    password !== undefined &&
    securePasswordChange(ctx.config) &&
    (await needsReauthentication(ctx.db, principal))
  ) {
    await spendNonce(ctx, principal, stringParam(params, 'nonce'));
  }

  let encrypted: string | null = null;
  if (password !== undefined) {
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    encrypted = await hashPassword(password, ctx.config.passwordHashCost);
  }
  await ctx.db.transaction(async (tx) => {
    if (encrypted) await replacePassword(tx, user.id, encrypted, sessionId);
    if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
  });
  return json(await loadUserJson(ctx.db, user.id));
}

/** POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them). */
export async function logout(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  const { user, sessionId } = await requireUser(ctx, req);
  const scope = url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  if (sessionId && scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId && scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      sessionId,
    ]);
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  return new Response(null, { status: 204 });
}
