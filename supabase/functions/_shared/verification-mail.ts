import type { Mail } from './mail.ts';
import { verificationMail } from './mail-templates.ts';
import { callSql, SqlRefusal } from './rpc.ts';
import { siteLink } from './site.ts';
import { adminClient } from './supabase.ts';

/**
 * The app's confirmation mail for an account: a fresh single-use token from the database (24 h,
 * only its hash is stored) in `${SITE_URL}/?verify_email=true&token=...&user_id=...`. Throws a
 * SqlRefusal past the database's cap (5 links per account per hour; see isVerificationCap).
 */
export async function appVerificationMail(userId: string, email: string): Promise<Mail> {
  const token = await callSql(adminClient(), 'issue_email_verification_token', {
    p_user_id: userId,
    p_email: email,
  });
  const link = siteLink('/', { verify_email: 'true', token, user_id: userId });
  return { to: email, ...verificationMail(link) };
}

/** The refusal appVerificationMail throws when the account has had its links for the hour. */
export function isVerificationCap(error: unknown): error is SqlRefusal {
  return error instanceof SqlRefusal && error.status === 429;
}
