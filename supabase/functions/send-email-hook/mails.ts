import {
  emailChangeMail,
  inviteMail,
  magicLinkMail,
  reauthenticationMail,
} from '../_shared/auth-mail-templates.ts';
import { requireEnv } from '../_shared/env.ts';
import { HttpError } from '../_shared/handler.ts';
import type { Mail } from '../_shared/mail.ts';
import type { MailKind } from '../_shared/mail-caps.ts';
import { passwordResetMail } from '../_shared/mail-templates.ts';
import { siteLink } from '../_shared/site.ts';
import { appVerificationMail, isVerificationCap } from '../_shared/verification-mail.ts';
import type { SendEmailPayload } from './payload.ts';

/**
 * The app's own verification link, the one send-verification-email mails (24 h, single use). The
 * token is issued without the account being readable: Auth calls this hook inside the sign-up's
 * transaction, before the new user is committed.
 */
async function signupMail(payload: SendEmailPayload): Promise<Mail> {
  try {
    return await appVerificationMail(payload.userId, payload.email);
  } catch (error) {
    // The database's cap, passed on to the person signing up.
    if (isVerificationCap(error)) throw new HttpError(429, error.message);
    throw error;
  }
}

/** The app's recovery link: /auth/callback exchanges the token with verifyOtp, as for send-password-reset. */
function recoveryMail(payload: SendEmailPayload): Mail {
  const params: Record<string, string> = { token: payload.tokenHash, type: 'recovery' };
  if (payload.redirectTo !== '') params.redirect_to = payload.redirectTo;
  return { to: payload.email, ...passwordResetMail(siteLink('/auth/callback', params)) };
}

/** Auth's own verify endpoint, which redirects to `redirect_to` with a session (or an error). */
function authLink(tokenHash: string, type: string, redirectTo: string): string {
  const url = new URL(`${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/auth/v1/verify`);
  url.searchParams.set('token', tokenHash);
  url.searchParams.set('type', type);
  if (redirectTo !== '') url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/**
 * One message the hook is to send: its recipient and kind (what its cap is counted as) are known
 * before `build` issues anything, so a capped request writes nothing.
 */
export interface PlannedMail {
  to: string;
  kind: MailKind;
  build(): Promise<Mail> | Mail;
}

function planned(to: string, kind: MailKind, build: () => Promise<Mail> | Mail): PlannedMail {
  return { to, kind, build };
}

/**
 * An address change: with secure email change both addresses confirm (Auth's historical field
 * names: token_hash_new belongs to the current address, token_hash to the new one); otherwise
 * only the new address gets a link.
 */
function emailChangeMails(payload: SendEmailPayload): PlannedMail[] {
  const newEmail = payload.newEmail ?? payload.email;
  const link = (hash: string) => authLink(hash, 'email_change', payload.redirectTo);
  const mails: PlannedMail[] = [];
  if (payload.tokenHash !== '') {
    mails.push(
      planned(newEmail, 'auth_link', () => ({
        to: newEmail,
        ...emailChangeMail(newEmail, link(payload.tokenHash)),
      })),
    );
  }
  if (payload.tokenHashNew !== '' && payload.tokenHash !== '') {
    mails.push(
      planned(payload.email, 'auth_link', () => ({
        to: payload.email,
        ...emailChangeMail(newEmail, link(payload.tokenHashNew)),
      })),
    );
  }
  return mails;
}

/** A mail to the account's own address with Auth's verify link of `type`. */
function authLinkMail(
  payload: SendEmailPayload,
  type: 'magiclink' | 'invite',
  words: (link: string) => Omit<Mail, 'to'>,
): PlannedMail {
  return planned(payload.email, 'auth_link', () => ({
    to: payload.email,
    ...words(authLink(payload.tokenHash, type, payload.redirectTo)),
  }));
}

/**
 * The messages for one hook call. Account-change notifications (off by default in Auth) get none:
 * the hook acknowledges them so the change itself is never blocked.
 */
export function mailsFor(payload: SendEmailPayload): PlannedMail[] {
  switch (payload.action) {
    case 'signup':
      return [planned(payload.email, 'verification', () => signupMail(payload))];
    case 'recovery':
      return [planned(payload.email, 'password_reset', () => recoveryMail(payload))];
    case 'magiclink':
    case 'email':
      return [authLinkMail(payload, 'magiclink', magicLinkMail)];
    case 'invite':
      return [authLinkMail(payload, 'invite', inviteMail)];
    case 'email_change':
      return emailChangeMails(payload);
    case 'reauthentication':
      return [
        planned(payload.email, 'auth_link', () => ({
          to: payload.email,
          ...reauthenticationMail(payload.token),
        })),
      ];
    default:
      console.warn(`send-email-hook: no message for ${payload.action}`);
      return [];
  }
}
