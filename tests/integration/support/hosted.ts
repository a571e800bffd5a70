/**
 * The integration suite can run against a hosted Supabase project instead of starting
 * supabase/local, so the same tests confirm that local and hosted agree. Set:
 *
 * - SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (required: the three switch it on);
 * - SUPABASE_DB_URL: the project's direct Postgres connection string, for the suites that set up
 *   rows, roles or test tables with SQL (most do);
 * - SUPABASE_JWT_SECRET: the project's legacy JWT secret, for suites that sign their own tokens;
 * - STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret, for the webhook suites.
 *
 * The project must have this repository's migrations applied and functions deployed. Suites that
 * exercise supabase/local itself (its mail outbox, payment sandbox, restarts, start-up errors and
 * data directory) or that assume a fresh instance are listed in LOCAL_ONLY_FILES and are left out
 * of a hosted run. Use a fresh throwaway project or branch per run: the suites create users and test
 * tables.
 */
export interface HostedTarget {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string | undefined;
  jwtSecret: string | undefined;
  webhookSecret: string | undefined;
}

export function hostedTarget(env: NodeJS.ProcessEnv = process.env): HostedTarget | null {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey } = env;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !anonKey || !serviceRoleKey) return null;
  return {
    url: url.replace(/\/+$/, ''),
    anonKey,
    serviceRoleKey,
    dbUrl: env.SUPABASE_DB_URL || undefined,
    jwtSecret: env.SUPABASE_JWT_SECRET || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
  };
}

/** Suites that need supabase/local itself; a hosted run leaves them out (vitest.config.ts). */
export const LOCAL_ONLY_FILES = [
  // The mail outbox (/_dev/mail) is local: a hosted project sends real mail.
  'auth-admin',
  'auth-recovery',
  'auth-signup',
  'functions-app-sign-up-mail',
  'functions-app-earnings',
  'functions-app-password',
  'functions-app-premium',
  'functions-app-verification',
  // The payment sandbox (/_dev/checkout) plays Stripe's part only locally.
  'functions-app-stripe-webhook',
  'functions-checkout',
  // supabase/local's own machinery: fixture functions, Deno workers, restarts, start-up, data dir.
  'auth-rate-limit',
  'auth-send-email-hook',
  'functions-invoke',
  'functions-workers',
  'gateway-start',
  'gateway-startup-errors',
  // The gateway's own HTTP handling, limits and dev-tool guard (hosted has Cloudflare in front).
  'gateway-body-limits',
  'gateway-dev-tools',
  'gateway-http-fuzz',
  'gateway-http-hardening',
  // Counts supabase/local's own schema-cache loads.
  'rest-schema-cache',
  'storage-objects',
  'storage-restart',
  'storage-tus',
  'storage-tus-protocol',
  // Compares against a throwaway Postgres it starts itself.
  'gen-types',
  // Builds the migrations and supabase/schemas on the run's own Postgres cluster.
  'db-declared-schema',
  // Assume a fresh instance: they count every row or table, or claim the instance's first admin,
  // which a project shared by all the other suites no longer is.
  'db-admin',
  'db-concurrency',
  'db-feeds',
  'db-hygiene',
  'db-seed',
].map((name) => `tests/integration/${name}.test.ts`);
