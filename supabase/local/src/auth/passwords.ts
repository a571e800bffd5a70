import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { AuthError, unprocessable } from './errors.ts';

/** GoTrue's default password_min_length (and the spec's 6-character minimum). */
const PASSWORD_MIN_LENGTH = 6;
/** bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords. */
const PASSWORD_MAX_BYTES = 72;
const COST = 10;

/**
 * A bcrypt hash with the `$2a$` prefix: the same algorithm as bcryptjs' default `$2b$`, but the
 * one pgcrypto's crypt() accepts, so seeds that compare passwords in SQL keep working.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

/** Compares a password with a stored hash; a missing or malformed hash never matches. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(password, hash);
}

let decoyHash: Promise<string> | undefined;

/** Compares against a random hash when the email is unknown, so the answer takes as long as for a real account. */
export async function spendComparisonTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomUUID());
  await bcrypt.compare(password, await decoyHash);
}

/** GoTrue's checkPasswordStrength with the default policy: length in bytes (Go's len), no character classes. */
export function weakPasswordError(password: string): AuthError | null {
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    return unprocessable(
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`,
    );
  }
  if (Buffer.byteLength(password, 'utf8') < PASSWORD_MIN_LENGTH) {
    return new AuthError(
      422,
      'weak_password',
      `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
      ['length'],
    );
  }
  return null;
}

export function assertStrongPassword(password: string): void {
  const error = weakPasswordError(password);
  if (error) throw error;
}
