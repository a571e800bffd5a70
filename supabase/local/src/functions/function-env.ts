import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** What the gateway knows that a function's environment is built from. */
export interface FunctionEnvSource {
  publicUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Real Postgres only; PGlite has no connection string a function could use. */
  dbUrl: string | undefined;
  siteUrl: string;
  stripeWebhookSecret: string;
  /** The Send Email hook's secrets (`|`-joined), when Auth calls one. */
  sendEmailHookSecret?: string | undefined;
}

/** Secrets of a function's own `.env` (supabase/functions/.env); none when the file is absent. */
export async function readDotEnv(functionsDir: string): Promise<Record<string, string>> {
  const text = await readFile(join(functionsDir, '.env'), 'utf8').catch(() => null);
  if (text === null) return {};
  const parsed = parseEnv(text) as Record<string, string | undefined>;
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The secrets a function sees. `.env` may override the local service URLs and the webhook secret
 * (e.g. to try real Resend), but not the SUPABASE_* names (the CLI reserves those) nor the Send
 * Email hook's secret, which must be the one Auth signs with.
 */
export function functionSecrets(
  source: FunctionEnvSource,
  dotEnv: Record<string, string>,
): Record<string, string> {
  const userSecrets = Object.fromEntries(
    Object.entries(dotEnv).filter(([name]) => !name.startsWith('SUPABASE_')),
  );
  return {
    SITE_URL: source.siteUrl,
    MAIL_API_URL: `${source.publicUrl}/_dev/mail/send`,
    PAYMENT_SANDBOX_URL: `${source.publicUrl}/_dev/checkout`,
    STRIPE_WEBHOOK_SECRET: source.stripeWebhookSecret,
    ...userSecrets,
    // Whatever config.toml's hook secret resolves to, so Auth's signature and the hook's check agree.
    ...(source.sendEmailHookSecret ? { SEND_EMAIL_HOOK_SECRET: source.sendEmailHookSecret } : {}),
    SUPABASE_URL: source.publicUrl,
    SUPABASE_ANON_KEY: source.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: source.serviceRoleKey,
    ...(source.dbUrl ? { SUPABASE_DB_URL: source.dbUrl } : {}),
  };
}

/**
 * How this machine reaches the network: where to find it, which extra certificate authorities to
 * trust (a TLS-inspecting proxy's, say) and which proxy to use. Deno reads these itself, for npm
 * downloads and for the function's own fetch calls.
 */
const NETWORK_SETTINGS = [
  'PATH',
  'HOME',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

/**
 * What the Deno process itself needs from the parent: nothing else leaks into a function, so a
 * function that works here does not secretly depend on the developer's shell.
 */
export function runtimeEnv(
  parent: NodeJS.ProcessEnv,
  denoDir: string,
  npmRegistry: string | undefined,
): Record<string, string> {
  const inherited = NETWORK_SETTINGS.flatMap((name) => {
    const value = parent[name];
    return value ? [[name, value] as const] : [];
  });
  return {
    ...Object.fromEntries(inherited),
    ...(npmRegistry ? { NPM_CONFIG_REGISTRY: npmRegistry } : {}),
    DENO_DIR: denoDir,
    DENO_NO_UPDATE_CHECK: '1',
    // Plain text, so the stderr tail in a BOOT_ERROR reads well.
    NO_COLOR: '1',
  };
}
