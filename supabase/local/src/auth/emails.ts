import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { tooManyRequests } from './errors.ts';
import { confirmationMail, recoveryMail } from './mail-templates.ts';
import { EMAIL_MAX_FREQUENCY_SECONDS, generateOtp, tokenHash } from './tokens.ts';

export type EmailTokenKind = 'confirmation' | 'recovery';

export interface EmailToken {
  /** The code a person can type (generate_link's email_otp). */
  otp: string;
  /** What is stored and put in links (generate_link's hashed_token). */
  hash: string;
}

/**
 * Stores a fresh one-time token for the user, replacing any earlier one. With `throttle`, a token
 * of the same kind sent less than max_frequency ago refuses with GoTrue's 429, checked and
 * written in one statement so two concurrent requests cannot both pass.
 */
export async function issueEmailToken(
  q: Queryable,
  user: { id: string; email: string },
  kind: EmailTokenKind,
  throttle: boolean,
): Promise<EmailToken> {
  const otp = generateOtp();
  const hash = tokenHash(user.email, otp);
  const { rows } = await q.query(
    `update auth.users set ${kind}_token = $2, ${kind}_sent_at = now(), updated_at = now()
      where id = $1
        and (not $3::boolean or ${kind}_sent_at is null or ${kind}_sent_at <= now() - make_interval(secs => $4))
      returning id`,
    [user.id, hash, throttle, EMAIL_MAX_FREQUENCY_SECONDS],
  );
  if (rows.length === 0) {
    const { rows: wait } = await q.query<{ seconds: number }>(
      `select greatest(0, floor(extract(epoch from ${kind}_sent_at + make_interval(secs => $2) - now())))::int as seconds
         from auth.users where id = $1`,
      [user.id, EMAIL_MAX_FREQUENCY_SECONDS],
    );
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait[0]?.seconds ?? EMAIL_MAX_FREQUENCY_SECONDS} seconds.`,
    );
  }
  return { otp, hash };
}

/** GoTrue's default confirmation link: the API's /verify, which redirects back to the app. */
export function verifyLink(
  ctx: LocalContext,
  hash: string,
  type: string,
  redirectTo: string,
): string {
  return `${ctx.publicUrl}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

/**
 * The recovery link LaughLoop's email template uses: straight to the app's /auth/callback, which
 * calls verifyOtp({token_hash, type: 'recovery'}) itself.
 */
export function recoveryCallbackLink(ctx: LocalContext, hash: string, redirectTo: string): string {
  return `${ctx.config.siteUrl}/auth/callback?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
}

export async function sendConfirmation(
  ctx: LocalContext,
  email: string,
  token: EmailToken,
  redirectTo: string,
) {
  await ctx.mailer.send(
    confirmationMail(email, verifyLink(ctx, token.hash, 'signup', redirectTo), token.otp),
  );
}

export async function sendRecovery(
  ctx: LocalContext,
  email: string,
  token: EmailToken,
  redirectTo: string,
) {
  await ctx.mailer.send(
    recoveryMail(email, recoveryCallbackLink(ctx, token.hash, redirectTo), token.otp),
  );
}
