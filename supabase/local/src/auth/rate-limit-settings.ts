import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import type { LocalConfig } from '../config.ts';

/**
 * config.toml's [auth.rate_limit], keys as the Supabase CLI names them (pkg/config/auth.go
 * rateLimit) and GoTrue's settings they become (internal/start/start.go buildGotrueEnv).
 */
export interface AuthRateLimits {
  /** GOTRUE_RATE_LIMIT_EMAIL_SENT: auth mails per hour, project-wide; only with SMTP (below). */
  emailSent: number;
  /** GOTRUE_RATE_LIMIT_SMS_SENT: SMS per hour (phone auth is not supported locally). */
  smsSent: number;
  /** GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: anonymous sign-ins per hour per IP. */
  anonymousUsers: number;
  /** GOTRUE_RATE_LIMIT_TOKEN_REFRESH: /token requests (every grant but web3) per 5 min per IP. */
  tokenRefresh: number;
  /** GOTRUE_RATE_LIMIT_OTP: /signup, /recover, /resend, /magiclink, /otp, PUT /user per 5 min per IP. */
  signInSignUps: number;
  /** GOTRUE_RATE_LIMIT_VERIFY: /verify requests per 5 min per IP. */
  tokenVerifications: number;
  /** GOTRUE_RATE_LIMIT_WEB3: web3 grants per 5 min per IP (not supported locally). */
  web3: number;
}

/** The CLI's defaults (pkg/config/templates/config.toml). */
export const CLI_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
};

/**
 * For throwaway stacks whose every request comes from one machine (e2e, benches): per-IP limits
 * high enough that a whole run never trips them (GoTrue's burst of 30 refills at 333 a second).
 */
export const ONE_MACHINE_RATE_LIMITS: Partial<AuthRateLimits> = {
  anonymousUsers: 100_000,
  tokenRefresh: 100_000,
  signInSignUps: 100_000,
  tokenVerifications: 100_000,
};

/** What the CLI gives GoTrue for email_sent when [auth.email.smtp] is off (mail goes to Inbucket). */
export const EMAIL_SENT_WITHOUT_SMTP = 360000;

const TOML_KEYS: Record<keyof AuthRateLimits, string> = {
  emailSent: 'email_sent',
  smsSent: 'sms_sent',
  anonymousUsers: 'anonymous_users',
  tokenRefresh: 'token_refresh',
  signInSignUps: 'sign_in_sign_ups',
  tokenVerifications: 'token_verifications',
  web3: 'web3',
};

export class RateLimitConfigError extends Error {
  constructor(message: string) {
    super(`[auth.rate_limit] of config.toml: ${message}`);
    this.name = 'RateLimitConfigError';
  }
}

type Env = Record<string, string | undefined>;

function table(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A CLI uint: a non-negative integer, or "env(NAME)" holding one, as the CLI's LoadEnvHook reads. */
function uint(key: string, value: unknown, env: Env): number {
  let raw = value;
  const name = typeof value === 'string' ? /^env\((\w+)\)$/.exec(value)?.[1] : undefined;
  if (name) raw = env[name];
  const number = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw new RateLimitConfigError(`${key} must be a non-negative integer, not ${String(value)}`);
  }
  return number;
}

/**
 * The limits a parsed config.toml sets: the CLI's defaults for keys it leaves out, and email_sent
 * only when [auth.email.smtp] is enabled, as `supabase start` does (360000 an hour otherwise).
 */
export function rateLimitsFromToml(doc: unknown, env: Env = process.env): AuthRateLimits {
  const auth = table(table(doc).auth);
  const section = table(auth.rate_limit);
  const known = new Set(Object.values(TOML_KEYS));
  const unknown = Object.keys(section).find((key) => !known.has(key));
  if (unknown) throw new RateLimitConfigError(`unknown key ${unknown}`);
  const limits = { ...CLI_RATE_LIMITS };
  for (const [field, key] of Object.entries(TOML_KEYS) as [keyof AuthRateLimits, string][]) {
    if (section[key] !== undefined) limits[field] = uint(key, section[key], env);
  }
  const smtp = table(table(auth.email).smtp);
  if (smtp.enabled !== true) limits.emailSent = EMAIL_SENT_WITHOUT_SMTP;
  return limits;
}

const cache = new Map<string, AuthRateLimits>();

/**
 * The instance's limits: config.toml (read once; no file means the CLI's defaults) with
 * LocalConfig.authRateLimits on top. Throws RateLimitConfigError for values the CLI would refuse.
 */
export function authRateLimits(config: LocalConfig): AuthRateLimits {
  const key = `${config.configToml}\n${JSON.stringify(config.authRateLimits)}`;
  let limits = cache.get(key);
  if (!limits) {
    limits = { ...rateLimitsFromToml(readToml(config.configToml)), ...config.authRateLimits };
    cache.set(key, limits);
  }
  return limits;
}

function readToml(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return parseToml(text);
  } catch (error) {
    throw new RateLimitConfigError(`${file} is not valid TOML: ${(error as Error).message}`);
  }
}
