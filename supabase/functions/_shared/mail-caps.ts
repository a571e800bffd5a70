import { type Mail, sendMail } from './mail.ts';
import { callSql } from './rpc.ts';
import { adminClient } from './supabase.ts';

/** The kinds of mail the database caps per recipient (private.mail_kinds holds the numbers). */
export type MailKind =
  | 'verification'
  | 'password_reset'
  | 'id_reminder'
  | 'auth_link'
  | 'free_premium_code'
  | 'challenge_opt_in'
  | 'video_confirmation'
  | 'affiliate_welcome'
  | 'payout_decision';

/**
 * Counts one mail of `kind` to `email` against the database's per-recipient caps and returns the
 * claim. Past a cap it throws a SqlRefusal with status 429 (an HttpError: jsonHandler answers it)
 * and nothing is written.
 */
export async function claimMail(email: string, kind: MailKind): Promise<string> {
  return await callSql(adminClient(), 'claim_mail_send', { p_email: email, p_kind: kind });
}

/** Takes a claim back: the mail it was for was never sent. Best effort: a failure is logged. */
export async function releaseMail(claim: string): Promise<void> {
  try {
    await callSql(adminClient(), 'release_mail_send', { p_claim: claim });
  } catch (error) {
    console.error('Could not release a mail claim', error);
  }
}

/**
 * Claims a slot for `email`, then runs `work` (which issues whatever the mail carries and sends
 * it). When `work` fails, the claim is taken back, so a refused or failed request leaves nothing.
 * Claim first, then write: a capped request must not leave a code or token behind.
 */
export async function withMailClaim<T>(
  email: string,
  kind: MailKind,
  work: () => Promise<T>,
): Promise<T> {
  const claim = await claimMail(email, kind);
  try {
    return await work();
  } catch (error) {
    await releaseMail(claim);
    throw error;
  }
}

/** One mail to `mail.to`, counted against its caps (429 past them). */
export function sendCappedMail(kind: MailKind, mail: Mail): Promise<void> {
  return withMailClaim(mail.to, kind, () => sendMail(mail));
}
