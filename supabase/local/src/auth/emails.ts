import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { tooManyRequests } from './errors.ts';
import { limits } from './limits.ts';
import {
  confirmationMail,
  inviteMail,
  magicLinkMail,
  reauthenticationMail,
  recoveryMail,
} from './mail-templates.ts';
import { PKCE_PREFIX } from './pkce.ts';
import { claimOwnMail } from './rate-limit.ts';
import { callSendEmailHook, type EmailData } from './send-email-hook.ts';
import { loadUserJson } from './users-repo.ts';
import { EMAIL_MAX_FREQUENCY_SECONDS, generateOtp, tokenHash } from './tokens.ts';

/** The token columns of auth.users (`<kind>_token`, `<kind>_sent_at`). */
export type EmailTokenKind = 'confirmation' | 'recovery' | 'reauthentication';

/** mailer's email action types, the Send Email hook's `email_action_type`. */
export type EmailAction = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'reauthentication';

export interface EmailToken {
  /** The code a person can type (generate_link's email_otp). */
  otp: string;
  /** What is stored and put in links (generate_link's hashed_token), `pkce_`-prefixed for PKCE. */
  hash: string;
  /** The token and send time it replaced, put back when the mail cannot be sent. */
  previous: { hash: string | null; sentAt: Date | null };
}

/**
 * Stores a fresh one-time token for the user, replacing any earlier one. With `throttle`, a token
 * of the same kind sent less than max_frequency ago refuses with GoTrue's 429, checked and
 * written in one statement so two concurrent requests cannot both pass. A PKCE flow's token is
 * stored with GoTrue's `pkce_` prefix, which is how GET /verify knows to answer with ?code=.
 */
export async function issueEmailToken(
  q: Queryable,
  user: { id: string; email: string },
  kind: EmailTokenKind,
  throttle: boolean,
  pkce = false,
): Promise<EmailToken> {
  const otp = generateOtp();
  const hash = (pkce ? PKCE_PREFIX : '') + tokenHash(user.email, otp);
  const { rows } = await q.query<{ previous_hash: string | null; previous_sent_at: Date | null }>(
    `with old as (select ${kind}_token as hash, ${kind}_sent_at as sent_at from auth.users where id = $1)
     update auth.users set ${kind}_token = $2, ${kind}_sent_at = now(), updated_at = now()
      where id = $1
        and (not $3::boolean or ${kind}_sent_at is null or ${kind}_sent_at <= now() - make_interval(secs => $4))
      returning (select hash from old) as previous_hash, (select sent_at from old) as previous_sent_at`,
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
  const previous = rows[0]!;
  return {
    otp,
    hash,
    previous: { hash: previous.previous_hash, sentAt: previous.previous_sent_at },
  };
}

/**
 * Undoes issueEmailToken when its mail could not go out (GoTrue rolls the request back): the
 * earlier token and send time return, unless another request has issued a newer token since.
 */
export async function restoreEmailToken(
  q: Queryable,
  userId: string,
  kind: EmailTokenKind,
  token: EmailToken,
): Promise<void> {
  await q.query(
    `update auth.users set ${kind}_token = $3, ${kind}_sent_at = $4 where id = $1 and ${kind}_token = $2`,
    [userId, token.hash, token.previous.hash, token.previous.sentAt],
  );
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
function recoveryCallbackLink(ctx: LocalContext, hash: string, redirectTo: string): string {
  return `${ctx.config.siteUrl}/auth/callback?token=${hash}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
}

export interface AuthEmail {
  user: { id: string; email: string };
  action: EmailAction;
  token: EmailToken;
  redirectTo: string;
}

/** Auth's own messages, used when no Send Email hook is configured. */
export function ownMail(ctx: LocalContext, mail: AuthEmail): OutgoingMail {
  const { user, action, token, redirectTo } = mail;
  switch (action) {
    case 'signup':
      return confirmationMail(user.email, verifyLink(ctx, token.hash, 'signup', redirectTo));
    case 'recovery':
      return recoveryMail(user.email, recoveryCallbackLink(ctx, token.hash, redirectTo), token.otp);
    case 'magiclink':
      return magicLinkMail(
        user.email,
        verifyLink(ctx, token.hash, 'magiclink', redirectTo),
        token.otp,
      );
    case 'invite':
      return inviteMail(user.email, verifyLink(ctx, token.hash, 'invite', redirectTo));
    case 'reauthentication':
      return reauthenticationMail(user.email, token.otp);
  }
}

/** GoTrue's EmailData for the Send Email hook: the code, the stored (prefixed) hash, the action. */
export function hookEmailData(ctx: LocalContext, mail: AuthEmail): EmailData {
  return {
    token: mail.token.otp,
    token_hash: mail.token.hash,
    redirect_to: mail.redirectTo,
    email_action_type: mail.action,
    site_url: ctx.publicUrl,
    token_new: '',
    token_hash_new: '',
    old_email: '',
    old_phone: '',
    provider: '',
    factor_type: '',
  };
}

/**
 * api.sendEmail: the Send Email hook when configured (a failing hook fails the request with
 * GoTrue's error; the hook caps its mails itself), Auth's own template otherwise, at most
 * OWN_MAIL_LIMIT an hour per address (429 over_email_send_rate_limit beyond). Either way the mail
 * first counts against the project's email_sent, as GoTrue's sendEmail does.
 */
async function sendAuthEmail(ctx: LocalContext, req: Request, mail: AuthEmail) {
  await limits.emailSent(ctx);
  if (!ctx.sendEmailHook) {
    await claimOwnMail(ctx.db, mail.user.email);
    await ctx.mailer.send(ownMail(ctx, mail));
    return;
  }
  const user = await loadUserJson(ctx.db, mail.user.id);
  await callSendEmailHook(ctx, ctx.sendEmailHook, req, user, hookEmailData(ctx, mail));
}

/**
 * sendAuthEmail for a token already stored: when the mail fails, `undo` takes back what the
 * request wrote (GoTrue sends inside the request's transaction, so a failure leaves nothing).
 * supabase/local cannot hold that transaction open while the hook runs: the hook's own database
 * calls would wait for it on PGlite's single connection.
 */
export async function sendOrUndo(
  ctx: LocalContext,
  req: Request,
  mail: AuthEmail,
  undo: () => Promise<void>,
): Promise<void> {
  try {
    await sendAuthEmail(ctx, req, mail);
  } catch (error) {
    await undo().catch((undoError: unknown) =>
      console.error('supabase/local auth: could not undo after a failed mail', undoError),
    );
    throw error;
  }
}
