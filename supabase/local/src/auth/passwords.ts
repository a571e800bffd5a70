import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { AuthError, unprocessable } from './errors.ts';

/** GoTrue's default password_min_length (and the spec's 6-character minimum). */
const PASSWORD_MIN_LENGTH = 6;
/** bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords. */
const PASSWORD_MAX_BYTES = 72;
/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost): LocalConfig's passwordHashCost by default. */
export const GOTRUE_PASSWORD_COST = 10;

/**
 * A bcrypt hash with the `$2a$` prefix: the same algorithm as bcryptjs' default `$2b$`, but the
 * one pgcrypto's crypt() accepts, so seeds that compare passwords in SQL keep working. `cost` is
 * the instance's (LocalConfig.passwordHashCost): GoTrue's 10, lower only in throwaway test stacks.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = (await bcrypt.genSalt(cost)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

/** Compares a password with a stored hash; a missing or malformed hash never matches. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(password, hash);
}

/** One random hash per cost (instances in one process may differ: tests). */
const decoyHashes = new Map<number, Promise<string>>();

/**
 * Compares against a random hash of the instance's cost when the email is unknown, so the answer
 * takes as long as for a real account.
 */
export async function spendComparisonTime(password: string, cost: number): Promise<void> {
  let decoy = decoyHashes.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomUUID(), cost);
    decoyHashes.set(cost, decoy);
  }
  await bcrypt.compare(password, await decoy);
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
