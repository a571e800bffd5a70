import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { confirmEmail, isBanned } from './accounts.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { PKCE_PREFIX } from './pkce.ts';
import { isOtpExpired, tokenHash } from './tokens.ts';
import type { UserRow } from './user-json.ts';
import { findUserByEmail, findUserByToken, type TokenColumn } from './users-repo.ts';

/** The email verification types supabase/local understands (mailer.*Verification). */
const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];
/** What an `email` OTP turns out to be once the matching token is found. */
type ResolvedType = Exclude<VerifyType, 'email'>;

function isVerifyType(type: string): type is VerifyType {
  return (VERIFY_TYPES as readonly string[]).includes(type);
}

export interface Verified {
  user: UserRow;
  type: ResolvedType;
  hash: string;
}

const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

function columnOf(type: ResolvedType): TokenColumn {
  return type === 'signup' || type === 'invite' ? 'confirmation_token' : 'recovery_token';
}

function sentAtOf(user: UserRow, column: TokenColumn): Date | null {
  return column === 'confirmation_token' ? user.confirmation_sent_at : user.recovery_sent_at;
}

/** verifyTokenHash: the link's token is the stored hash itself. */
export async function findByTokenHash(q: Queryable, type: string, hash: string): Promise<Verified> {
  if (!isVerifyType(type)) throw badRequest('validation_failed', 'Invalid email verification type');
  let resolved: ResolvedType = type === 'email' ? 'signup' : type;
  let user = await findUserByToken(q, columnOf(resolved), hash);
  if (!user && type === 'email') {
    resolved = 'magiclink';
    user = await findUserByToken(q, 'recovery_token', hash);
  }
  if (!user) throw forbidden('otp_expired', LINK_INVALID);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (isOtpExpired(sentAtOf(user, columnOf(resolved))))
    throw forbidden('otp_expired', LINK_INVALID);
  return { user, type: resolved, hash };
}

/** verifyUserAndToken: a typed code, checked against the hash stored for that email. */
export async function findByEmailOtp(
  q: Queryable,
  type: string,
  email: string,
  otp: string,
): Promise<Verified> {
  if (!isVerifyType(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  const hash = tokenHash(email, otp);
  const user = await findUserByEmail(q, email);
  if (!user) throw forbidden('otp_expired', OTP_INVALID);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const candidates: ResolvedType[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  for (const candidate of candidates) {
    const column = columnOf(candidate);
    // isOtpValid: a PKCE flow's token is stored with its prefix; the typed code works all the same.
    const stored = user[column];
    const matches = stored === hash || stored === PKCE_PREFIX + hash;
    if (matches && !isOtpExpired(sentAtOf(user, column)))
      return { user, type: candidate, hash: stored };
  }
  throw forbidden('otp_expired', OTP_INVALID);
}

/**
 * Spends the token (signupVerify / recoverVerify). The conditional update makes it single-use
 * even when two requests race with the same link. Recovery also confirms an unconfirmed address:
 * the mail reached its owner.
 */
export async function consumeVerification(
  q: Queryable,
  verified: Verified,
  expiredMessage: string,
  passwordCost: number,
): Promise<void> {
  const column = columnOf(verified.type);
  const { rows } = await q.query(
    `update auth.users set ${column} = '', updated_at = now() where id = $1 and ${column} = $2 returning id`,
    [verified.user.id, verified.hash],
  );
  if (rows.length === 0) throw forbidden('otp_expired', expiredMessage);
  const { user } = verified;
  if (column === 'confirmation_token' || !user.email_confirmed_at) await confirmEmail(q, user.id);
  if (verified.type === 'invite' && !user.encrypted_password) {
    // An invited user has no password yet; the app is expected to ask for one.
    await q.query('update auth.users set encrypted_password = $2 where id = $1', [
      user.id,
      await hashPassword(randomBytes(32).toString('base64url'), passwordCost),
    ]);
  }
}

/** The column a verified token of this type lives in. */
export function columnOfType(type: ResolvedType): TokenColumn {
  return columnOf(type);
}

/** The token columns a typed code of this type is checked against (none for an unknown type). */
export function codeColumnsFor(type: string): TokenColumn[] {
  if (!isVerifyType(type)) return [];
  const candidates: ResolvedType[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  return [...new Set(candidates.map(columnOf))];
}

export function expiredMessageFor(viaEmailOtp: boolean): string {
  return viaEmailOtp ? OTP_INVALID : LINK_INVALID;
}

export function isOtpFailure(error: unknown): boolean {
  return error instanceof AuthError && error.code === 'otp_expired';
}
