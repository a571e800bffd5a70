import { randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { confirmEmail, createSignupUser } from './accounts.ts';
import { runBeforeUserCreated } from './before-user-created.ts';
import { badRequest, unprocessable } from './errors.ts';
import { issueEmailToken, restoreEmailToken, sendOrUndo, type EmailToken } from './emails.ts';
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
import { obfuscatedUserJson } from './user-json.ts';
import { findUserByEmail, loadUserJson } from './users-repo.ts';
import { rejectPkce, validateEmail } from './validation.ts';

interface SignupInput {
  email: string;
  password: string;
  data: Record<string, unknown>;
}

/** GoTrue's Signup validation, in its order: provider, password, email. */
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
  rejectPkce(params);
  return { email: validateEmail(email), password, data: objectParam(params, 'data') ?? {} };
}

/** Takes back a sign-up whose confirmation could not be sent: the user and, by cascade, the rest. */
async function deleteNewUser(ctx: LocalContext, userId: string): Promise<void> {
  await ctx.db.query('delete from auth.users where id = $1', [userId]);
}

/**
 * POST /signup. With autoconfirm the answer is a session. Otherwise it is the unconfirmed user and
 * a confirmation mail goes out (through the Send Email hook when one is configured); an address
 * that is already confirmed gets GoTrue's obfuscated user (identities: []) and no mail, so the
 * answer does not reveal that the account exists.
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

  let userId: string;
  let token: EmailToken | null = null;
  if (existing) {
    // An unconfirmed account keeps its password; only the confirmation is sent again.
    userId = existing.id;
    if (!ctx.config.autoconfirm)
      token = await issueEmailToken(
        ctx.db,
        { id: userId, email: input.email },
        'confirmation',
        true,
      );
  } else {
    // GoTrue asks the before-user-created hook about a new account before it writes anything.
    const newId = randomUUID();
    await runBeforeUserCreated(ctx, req, {
      id: newId,
      email: input.email,
      userMetadata: input.data,
    });
    const encryptedPassword = await hashPassword(input.password);
    ({ userId, token } = await ctx.db.transaction(async (tx) => {
      const user = await createSignupUser(tx, input.email, encryptedPassword, input.data, newId);
      const issued = ctx.config.autoconfirm
        ? null
        : await issueEmailToken(tx, { id: user.id, email: input.email }, 'confirmation', true);
      return { userId: user.id, token: issued };
    }));
  }

  if (token) {
    const issued = token;
    // A failed mail leaves nothing behind, as GoTrue's rolled-back transaction would.
    const undo = existing
      ? () => restoreEmailToken(ctx.db, userId, 'confirmation', issued)
      : () => deleteNewUser(ctx, userId);
    const user = { id: userId, email: input.email };
    await sendOrUndo(ctx, req, { user, kind: 'confirmation', token, redirectTo }, undo);
    return json(await loadUserJson(ctx.db, userId));
  }
  const grant = { userAgent: userAgent(req), ip: inetOrNull(clientIp(req)) };
  const session = await ctx.db.transaction(async (tx) => {
    await confirmEmail(tx, userId);
    return issueSession(ctx, tx, userId, 'password', grant);
  });
  return json(session);
}
