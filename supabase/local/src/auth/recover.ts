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

/**
 * POST /recover: mails a single-use recovery link to a known address (for a PKCE client, a token
 * whose /verify link answers with ?code=; LaughLoop's /auth/callback link redeems it as it is). The answer is `{}` whether
 * or not the address has an account, so it cannot be used to probe for accounts.
 */
export async function recover(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  await limits.otp(ctx, req, 'recover');
  const params = await readParams(req);
  const rawEmail = stringParam(params, 'email');
  if (rawEmail === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(rawEmail);
  const pkce = pkceChallenge(params);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return json({});
  await mailFlowToken(ctx, req, {
    user: { id: user.id, email },
    kind: 'recovery',
    action: 'recovery',
    pkce,
    method: 'recovery',
    redirectTo: redirectTarget(
      redirectPolicy(ctx.config),
      req,
      url.searchParams.get('redirect_to'),
    ),
  });
  return json({});
}
