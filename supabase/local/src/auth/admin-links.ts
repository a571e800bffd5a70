import { randomBytes, randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { createSignupUser, EMAIL_APP_METADATA } from './accounts.ts';
import { runBeforeUserCreated } from './before-user-created.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { issueEmailToken, verifyLink, type EmailToken } from './emails.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { isRedirectAllowed, redirectPolicy, redirectTarget } from './redirects.ts';
import { objectParam, readParams, stringParam, type Params } from './request.ts';
import type { UserRow } from './user-json.ts';
import {
  AUDIENCE,
  findUserByEmail,
  insertEmailIdentity,
  insertUser,
  loadUserJson,
  mergeMetadata,
} from './users-repo.ts';
import { validateEmail } from './validation.ts';

type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery';

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

function linkType(type: string): LinkType {
  if (type === 'signup' || type === 'invite' || type === 'magiclink' || type === 'recovery')
    return type;
  if (type === 'email_change_current' || type === 'email_change_new') {
    throw badRequest('validation_failed', 'Email change links are not supported by supabase/local');
  }
  throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
}

/** The user a signup link is for: created now (password required) or an unconfirmed one updated. */
async function signupUser(
  q: Queryable,
  existing: UserRow | null,
  email: string,
  hash: string | null,
  data: Params,
  newId: string,
) {
  if (existing) {
    if (existing.email_confirmed_at) throw emailExists();
    await mergeMetadata(q, existing.id, 'raw_user_meta_data', data);
    return existing;
  }
  return createSignupUser(q, email, hash!, data, newId);
}

/** The account an invitation is for: a new one without a password, or an unconfirmed one. */
export async function inviteUser(
  q: Queryable,
  existing: UserRow | null,
  email: string,
  data: Params,
  newId: string,
) {
  if (existing) {
    if (existing.email_confirmed_at) throw emailExists();
    return existing;
  }
  const user = await insertUser(q, {
    id: newId,
    email,
    encryptedPassword: null,
    userMetadata: data,
    appMetadata: EMAIL_APP_METADATA,
    role: AUDIENCE,
    invited: true,
  });
  await insertEmailIdentity(q, user);
  return user;
}

/**
 * POST /admin/generate_link (adminGenerateLink): stores a one-time token exactly as the mail flows
 * do, sends nothing, and answers the user plus action_link, email_otp, hashed_token,
 * verification_type and redirect_to, which supabase-js turns into {properties, user}.
 */
export async function adminGenerateLink(
  ctx: LocalContext,
  req: Request,
  url: URL,
): Promise<Response> {
  const params = await readParams(req);
  let type = linkType(stringParam(params, 'type'));
  const email = validateEmail(stringParam(params, 'email'));
  const requested = stringParam(params, 'redirect_to');
  const redirectTo = isRedirectAllowed(redirectPolicy(ctx.config), requested)
    ? requested
    : redirectTarget(redirectPolicy(ctx.config), req, url.searchParams.get('redirect_to'));
  const data = objectParam(params, 'data') ?? {};
  const existing = await findUserByEmail(ctx.db, email);
  let password = stringParam(params, 'password');
  if (!existing && type === 'recovery')
    throw notFound('user_not_found', 'User with this email not found');
  if (!existing && type === 'magiclink') {
    // A magic link for an unknown address signs the person up, as GoTrue does.
    type = 'signup';
    password = randomBytes(48).toString('base64url');
  }
  let encrypted: string | null = null;
  if (type === 'signup' && !existing) {
    if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
    assertStrongPassword(password);
    encrypted = await hashPassword(password, ctx.config.passwordHashCost);
  }

  // A new account (signup or invite) is put to the before-user-created hook first, as in GoTrue.
  const newId = randomUUID();
  if (!existing && (type === 'signup' || type === 'invite'))
    await runBeforeUserCreated(ctx, req, { id: newId, email, userMetadata: data });

  const { userId, token } = await ctx.db.transaction(async (tx) => {
    let user: UserRow;
    if (type === 'signup') user = await signupUser(tx, existing, email, encrypted, data, newId);
    else if (type === 'invite') user = await inviteUser(tx, existing, email, data, newId);
    else user = existing!;
    const kind = type === 'signup' || type === 'invite' ? 'confirmation' : 'recovery';
    const issued: EmailToken = await issueEmailToken(tx, { id: user.id, email }, kind, false);
    if (type === 'invite')
      await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
    return { userId: user.id, token: issued };
  });

  return json({
    ...(await loadUserJson(ctx.db, userId)),
    action_link: verifyLink(ctx, token.hash, type, redirectTo),
    email_otp: token.otp,
    hashed_token: token.hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
}
