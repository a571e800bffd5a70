import { resolve } from 'node:path';
import { z } from 'zod';
import type { AuthRateLimits } from './auth/rate-limit-settings.ts';
import { GOTRUE_PASSWORD_COST } from './auth/passwords.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const gone = z
  .string()
  .optional()
  .refine((value) => value === undefined, {
    message:
      'is no longer read: set [auth.rate_limit] in supabase/config.toml (supabase/local/src/auth/README.md)',
  });

const envSchema = z.object({
  SUPABASE_LOCAL_HOST: z.string().default('127.0.0.1'),
  SUPABASE_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  SUPABASE_LOCAL_DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  SITE_URL: z.url().default('http://127.0.0.1:4173'),
  AUTH_AUTOCONFIRM: bool.default(false),
  JWT_SECRET: z.string().min(32).optional(),
  // Replaced by config.toml's [auth.rate_limit]: refused, so a setting is not silently ignored.
  AUTH_RATE_LIMIT_EMAIL: gone,
  AUTH_RATE_LIMIT_IP: gone,
  SUPABASE_LOCAL_TRUSTED_PROXIES: z.string().default(''),
  SUPABASE_DIR: z.string().default('supabase'),
  CHECKOUT_WEBHOOK_FUNCTION: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/)
    .default('stripe-webhook'),
  // How often view and like events are folded into videos.views / likes_count (0: never).
  SUPABASE_LOCAL_COUNT_FOLD_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
});

export interface LocalConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Real Postgres when set; PGlite in `${dataDir}/db` otherwise. */
  databaseUrl: string | undefined;
  siteUrl: string;
  autoconfirm: boolean;
  jwtSecret: string | undefined;
  /**
   * Proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client; none by default,
   * so the client is the TCP peer (http/client-address.ts).
   */
  trustedProxies: string[];
  /** Replaces keys of config.toml's [auth.rate_limit] (throwaway stacks that call from one address). */
  authRateLimits: Partial<AuthRateLimits>;
  migrationsDir: string;
  seedFile: string;
  functionsDir: string;
  /** Deno's module cache for edge functions; kept across restarts. */
  denoDir: string;
  /** The edge function the payment sandbox sends its signed webhook events to. */
  checkoutWebhookFunction: string;
  configToml: string;
  /**
   * [auth.hook.send_email] of config.toml (undefined), none (false: Auth mails itself, for tests
   * of that fallback), or these settings instead (tests of a failing hook).
   */
  sendEmailHook: false | SendEmailHookOverride | undefined;
  /** `[auth.email] secure_password_change` of config.toml (undefined), or this value instead (tests). */
  securePasswordChange: boolean | undefined;
  /** Storage's global upload limit in bytes instead of config.toml's `[storage] file_size_limit` (tests). */
  storageFileSizeLimit: number | undefined;
  /**
   * Milliseconds between runs of public.fold_video_counts(), which hosted Supabase runs with
   * pg_cron every second (db/count-folds.ts); 0 runs none (tests that fold by hand).
   */
  countFoldIntervalMs: number;
  /**
   * bcrypt cost of the passwords Auth stores: GoTrue's 10 (auth/passwords.ts); throwaway test
   * stacks use bcrypt's least, 4, so thousands of test sign-ups do not spend ~0.1 s of CPU each.
   */
  passwordHashCost: number;
}

/** config.toml's `uri` and `secrets` of a Send Email hook, given directly. */
export interface SendEmailHookOverride {
  uri: string;
  secrets: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = envSchema.parse(env);
  return configFrom({
    host: parsed.SUPABASE_LOCAL_HOST,
    port: parsed.SUPABASE_LOCAL_PORT,
    dataDir: parsed.SUPABASE_LOCAL_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL || undefined,
    siteUrl: parsed.SITE_URL,
    autoconfirm: parsed.AUTH_AUTOCONFIRM,
    jwtSecret: parsed.JWT_SECRET,
    trustedProxies: parsed.SUPABASE_LOCAL_TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    supabaseDir: parsed.SUPABASE_DIR,
    checkoutWebhookFunction: parsed.CHECKOUT_WEBHOOK_FUNCTION,
    countFoldIntervalMs: parsed.SUPABASE_LOCAL_COUNT_FOLD_MS,
  });
}

export function configFrom(options: {
  host?: string;
  port?: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  siteUrl?: string;
  autoconfirm?: boolean;
  jwtSecret?: string | undefined;
  trustedProxies?: string[];
  authRateLimits?: Partial<AuthRateLimits>;
  supabaseDir?: string;
  /** Edge functions from another folder (test fixtures), relative to supabaseDir; `functions` by default. */
  functionsDir?: string;
  /** A shared Deno cache (tests), relative to dataDir; `deno` by default. */
  denoDir?: string;
  checkoutWebhookFunction?: string;
  sendEmailHook?: false | SendEmailHookOverride;
  securePasswordChange?: boolean;
  storageFileSizeLimit?: number;
  countFoldIntervalMs?: number;
  passwordHashCost?: number;
}): LocalConfig {
  const supabaseDir = resolve(options.supabaseDir ?? 'supabase');
  const dataDir = resolve(options.dataDir);
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 54321,
    dataDir,
    databaseUrl: options.databaseUrl,
    siteUrl: (options.siteUrl ?? 'http://127.0.0.1:4173').replace(/\/$/, ''),
    autoconfirm: options.autoconfirm ?? false,
    jwtSecret: options.jwtSecret,
    trustedProxies: options.trustedProxies ?? [],
    authRateLimits: options.authRateLimits ?? {},
    migrationsDir: resolve(supabaseDir, 'migrations'),
    seedFile: resolve(supabaseDir, 'seed.sql'),
    functionsDir: resolve(supabaseDir, options.functionsDir ?? 'functions'),
    denoDir: resolve(dataDir, options.denoDir ?? 'deno'),
    checkoutWebhookFunction: options.checkoutWebhookFunction ?? 'stripe-webhook',
    configToml: resolve(supabaseDir, 'config.toml'),
    sendEmailHook: options.sendEmailHook,
    securePasswordChange: options.securePasswordChange,
    storageFileSizeLimit: options.storageFileSizeLimit,
    countFoldIntervalMs: options.countFoldIntervalMs ?? 1000,
    passwordHashCost: options.passwordHashCost ?? GOTRUE_PASSWORD_COST,
  };
}
