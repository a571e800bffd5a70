import { randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { confirmEmail, createSignupUser } from './accounts.ts';
import { runBeforeUserCreated } from './before-user-created.ts';
import { badRequest, unprocessable } from './errors.ts';
import { issueEmailToken, restoreEmailToken, sendOrUndo, type EmailToken } from './emails.ts';
import { createFlowState, pkceChallenge, type PkceChallenge } from './pkce.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
import {
  clientIp,
  inetOrNull,
  objectParam,
  readParams,
  stringParam,
  userAgent,
} from './request.ts';
import { limits } from './limits.ts';
import { issueSession } from './sessions.ts';
import { obfuscatedUserJson, type Json, type UserRow } from './user-json.ts';
import { findUserByEmail, loadUserJson } from './users-repo.ts';
import { validateEmail } from './validation.ts';

export interface SignupInput {
  email: string;
  password: string;
  data: Record<string, unknown>;
  /** A PKCE client's code challenge: the confirmation link then answers with ?code=. */
  pkce: PkceChallenge | null;
}

/** GoTrue's Signup validation, in its order: provider, password, email, PKCE. */
function signupInput(params: Record<string, unknown>): SignupInput {
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  if (email === '' && phone === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const password = stringParam(params, 'password');
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  assertStrongPassword(password);
  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const pkce = pkceChallenge(params);
  return { email: validateEmail(email), password, data: objectParam(params, 'data') ?? {}, pkce };
}

/** Takes back a sign-up whose confirmation could not be sent: the user and, by cascade, the rest. */
async function deleteNewUser(ctx: LocalContext, userId: string): Promise<void> {
  await ctx.db.query('delete from auth.users where id = $1', [userId]);
}

/** The confirmation token (and a PKCE client's flow state) for a user about to be mailed. */
async function issueConfirmation(
  q: Queryable,
  user: { id: string; email: string },
  pkce: PkceChallenge | null,
): Promise<EmailToken> {
  if (pkce) await createFlowState(q, user.id, 'email/signup', pkce);
  return issueEmailToken(q, user, 'confirmation', true, pkce !== null);
}

/** What a sign-up left: the account, and a session when autoconfirm made it one. */
export interface SignedUp {
  userId: string;
  session: Json | null;
}

/**
 * The account part of POST /signup, also used by POST /otp for a new address. An unconfirmed
 * account keeps its password and gets the confirmation again; a new one is put to the
 * before-user-created hook first. Without autoconfirm a confirmation mail goes out (through the
 * Send Email hook when one is configured) and a failed mail leaves nothing behind.
 */
export async function signUpByEmail(
  ctx: LocalContext,
  req: Request,
  input: SignupInput,
  redirectTo: string,
  existing: UserRow | null,
): Promise<SignedUp> {
  let userId: string;
  let token: EmailToken | null = null;
  const user = (id: string) => ({ id, email: input.email });
  if (existing) {
    userId = existing.id;
    if (!ctx.config.autoconfirm)
      token = await ctx.db.transaction((tx) => issueConfirmation(tx, user(userId), input.pkce));
  } else {
    const newId = randomUUID();
    await runBeforeUserCreated(ctx, req, {
      id: newId,
      email: input.email,
      userMetadata: input.data,
    });
    const encryptedPassword = await hashPassword(input.password, ctx.config.passwordHashCost);
    ({ userId, token } = await ctx.db.transaction(async (tx) => {
      const created = await createSignupUser(tx, input.email, encryptedPassword, input.data, newId);
      const issued = ctx.config.autoconfirm
        ? null
        : await issueConfirmation(tx, user(created.id), input.pkce);
      return { userId: created.id, token: issued };
    }));
  }

  if (token) {
    const issued = token;
    // A failed mail leaves nothing behind, as GoTrue's rolled-back transaction would.
    const undo = existing
      ? () => restoreEmailToken(ctx.db, userId, 'confirmation', issued)
      : () => deleteNewUser(ctx, userId);
    await sendOrUndo(ctx, req, { user: user(userId), action: 'signup', token, redirectTo }, undo);
    return { userId, session: null };
  }
  const grant = { userAgent: userAgent(req), ip: inetOrNull(clientIp(req)) };
  const session = await ctx.db.transaction(async (tx) => {
    await confirmEmail(tx, userId);
    return issueSession(ctx, tx, userId, 'password', grant);
  });
  return { userId, session };
}

/**
 * POST /signup. With autoconfirm the answer is a session. Otherwise it is the unconfirmed user and
 * a confirmation mail goes out; an address that is already confirmed gets GoTrue's obfuscated
 * user (identities: []) and no mail, so the answer does not reveal that the account exists.
 */
export async function signup(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  const params = await readParams(req);
  // GoTrue's /signup route: anonymous sign-ins (disabled here) are refused first; everything
  // else counts against the address's sign-up limit before the handler validates anything.
  if (stringParam(params, 'email') === '' && stringParam(params, 'phone') === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  await limits.otp(ctx, req, 'signup');
  const input = signupInput(params);
  const redirectTo = redirectTarget(
    redirectPolicy(ctx.config),
    req,
    url.searchParams.get('redirect_to'),
  );
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.email_confirmed_at) {
    if (ctx.config.autoconfirm)
      throw unprocessable('user_already_exists', 'User already registered');
    return json(obfuscatedUserJson(randomUUID(), input.email, input.data));
  }
  const { userId, session } = await signUpByEmail(ctx, req, input, redirectTo, existing);
  return json(session ?? (await loadUserJson(ctx.db, userId)));
}
