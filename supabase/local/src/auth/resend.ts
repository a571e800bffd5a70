import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { badRequest } from './errors.ts';
import { limits } from './limits.ts';
import { mailFlowToken } from './mail-flow-token.ts';
import { redirectPolicy, redirectTarget } from './redirects.ts';
import { readParams, stringParam } from './request.ts';
import { findUserByEmail } from './users-repo.ts';
import { validateEmail } from './validation.ts';
import { pkceChallenge } from './pkce.ts';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

/**
 * POST /resend (auth.resend): a new confirmation mail for an unconfirmed signup, throttled like
 * the first one. Unknown or already confirmed addresses get `{}` and no mail. supabase/local has
 * no pending email changes, so `email_change` has nothing to resend either.
 */
export async function resend(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  await limits.otp(ctx, req, 'resend');
  const params = await readParams(req);
  const type = stringParam(params, 'type');
  const rawEmail = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  if (!TYPES.includes(type)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (rawEmail === '' && type === 'signup')
    throw badRequest('validation_failed', 'Type provided requires an email address');
  if (phone === '' && type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (rawEmail !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    );
  }
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (rawEmail === '')
    throw badRequest('validation_failed', 'Missing email address or phone number');
  const email = validateEmail(rawEmail);
  const pkce = pkceChallenge(params);

  const user = await findUserByEmail(ctx.db, email);
  if (!user || type !== 'signup' || user.email_confirmed_at) return json({});
  await mailFlowToken(ctx, req, {
    user: { id: user.id, email },
    kind: 'confirmation',
    action: 'signup',
    pkce,
    method: 'email/signup',
    redirectTo: redirectTarget(
      redirectPolicy(ctx.config),
      req,
      url.searchParams.get('redirect_to'),
    ),
  });
  return json({});
}
