import { randomBytes, randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { confirmEmail, createSignupUser } from './accounts.ts';
import { runBeforeUserCreated } from './before-user-created.ts';
import { badRequest, unprocessable } from './errors.ts';
import { limits } from './limits.ts';
import { mailFlowToken } from './mail-flow-token.ts';
import { hashPassword } from './passwords.ts';
import { pkceChallenge, type PkceChallenge } from './pkce.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
import { objectParam, readParams, stringParam, type Params } from './request.ts';
import { signUpByEmail } from './signup.ts';
import type { UserRow } from './user-json.ts';
import { findUserByEmail } from './users-repo.ts';
import { validateEmail } from './validation.ts';

/** OtpParams.CreateUser defaults to true; anything but a boolean is bad JSON. */
function createUserParam(params: Params): boolean {
  const value = params.create_user;
  if (value === undefined || value === null) return true;
  if (typeof value !== 'boolean') {
    throw badRequest(
      'bad_json',
      'Could not parse request body as JSON: "create_user" must be a boolean',
    );
  }
  return value;
}

/** OtpParams.Validate, then shouldCreateUser: the checks of POST /otp in GoTrue's order. */
function otpInput(params: Params) {
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided',
    );
  }
  if (email !== '' && stringParam(params, 'channel') !== '') {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  }
  const pkce = pkceChallenge(params);
  return {
    email,
    phone,
    pkce,
    createUser: createUserParam(params),
    data: objectParam(params, 'data') ?? {},
  };
}

const signupsNotAllowed = () => unprocessable('otp_disabled', 'Signups not allowed for otp');

/**
 * The confirmed account of an address that has none yet, as GoTrue's Signup under autoconfirm
 * does before it mails the magic link (the session that Signup would answer is not wanted here).
 */
async function autoconfirmedUser(
  ctx: LocalContext,
  req: Request,
  email: string,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    await ctx.db.transaction((tx) => confirmEmail(tx, existing.id));
    return (await findUserByEmail(ctx.db, email))!;
  }
  const id = randomUUID();
  await runBeforeUserCreated(ctx, req, { id, email, userMetadata: data });
  const password = await hashPassword(
    randomBytes(48).toString('base64url'),
    ctx.config.passwordHashCost,
  );
  await ctx.db.transaction(async (tx) => {
    await createSignupUser(tx, email, password, data, id);
    await confirmEmail(tx, id);
  });
  return (await findUserByEmail(ctx.db, email))!;
}

/** sendMagicLink: a recovery-column token (throttled like recovery), mailed as `magiclink`. */
async function mailMagicLink(
  ctx: LocalContext,
  req: Request,
  user: UserRow,
  pkce: PkceChallenge | null,
  redirectTo: string,
): Promise<void> {
  await mailFlowToken(ctx, req, {
    user: { id: user.id, email: user.email! },
    kind: 'recovery',
    action: 'magiclink',
    pkce,
    method: 'magiclink',
    redirectTo,
  });
}

/**
 * POST /otp (Otp + MagicLink) for an email address: a confirmed account gets a magic link with its
 * 6-digit code; an unknown or unconfirmed address is signed up with a random password and gets
 * the sign-up confirmation instead (with autoconfirm: the account, then the magic link), unless
 * `create_user` is false. The answer is `{}`. Phone OTP is not available (no SMS provider).
 */
export async function otp(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  // GoTrue's /otp route: the address's Otp limiter (sign_in_sign_ups) before anything is read;
  // an e-mail request then runs MagicLink's handler without its own limiter.
  await limits.otp(ctx, req, 'otp');
  const input = otpInput(await readParams(req));
  if (input.phone !== '') {
    if (!input.createUser) throw signupsNotAllowed();
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  }
  if (input.email === '')
    throw badRequest('validation_failed', 'One of email or phone must be set');
  const email = validateEmail(input.email);
  const redirectTo = redirectTarget(
    redirectPolicy(ctx.config),
    req,
    url.searchParams.get('redirect_to'),
  );
  let user = await findUserByEmail(ctx.db, email);
  if (!user && !input.createUser) throw signupsNotAllowed();

  if (!user?.email_confirmed_at) {
    if (!ctx.config.autoconfirm) {
      // The confirmation mail is the magic link of a new account (GoTrue's comment).
      const password = randomBytes(48).toString('base64url');
      const signup = { email, password, data: input.data, pkce: input.pkce };
      await signUpByEmail(ctx, req, signup, redirectTo, user);
      return json({});
    }
    user = await autoconfirmedUser(ctx, req, email, input.data);
  }
  await mailMagicLink(ctx, req, user, input.pkce, redirectTo);
  return json({});
}
