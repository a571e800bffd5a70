import { createHash, randomInt } from 'node:crypto';

/** Lifetime of access tokens (config.toml `jwt_expiry`). */
export const ACCESS_TOKEN_SECONDS = 3600;
/** How long emailed links and codes stay valid (`[auth.email] otp_expiry`). */
export const OTP_EXPIRY_SECONDS = 3600;
/** Minimum gap between two confirmation or recovery mails to one user (hosted `max_frequency`). */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60;
/** A just-rotated refresh token may be replayed this long, for clients that lost the answer. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;
const OTP_LENGTH = 6;
const REFRESH_TOKEN_LENGTH = 12;
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random numeric one-time code, as crypto.GenerateOtp. */
export function generateOtp(): string {
  let otp = '';
  for (let i = 0; i < OTP_LENGTH; i++) otp += String(randomInt(10));
  return otp;
}

/**
 * GoTrue's crypto.GenerateTokenHash: the value stored in confirmation_token / recovery_token and
 * put in emailed links. Verifying `{email, token}` recomputes it from the code.
 */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** An opaque refresh token (crypto.SecureAlphanumeric). */
export function generateRefreshToken(): string {
  let token = '';
  for (let i = 0; i < REFRESH_TOKEN_LENGTH; i++)
    token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

/** Whether a one-time token sent at `sentAt` is past its lifetime (isOtpExpired). */
export function isOtpExpired(sentAt: Date | null): boolean {
  return !sentAt || Date.now() > sentAt.getTime() + OTP_EXPIRY_SECONDS * 1000;
}
