import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';

export interface ApiKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Signs the payment sandbox's webhook events, as Stripe's endpoint secret does. */
  stripeWebhookSecret: string;
}

/** The expiry of the Supabase CLI's demo keys (2032-11-12), which carry no issue time either. */
const CLI_KEY_EXPIRY = 1983812996;

/**
 * Signs a legacy Supabase API key: an HS256 JWT naming the Postgres role, shaped like the CLI's.
 * The same secret always gives the same key, so test stacks with a fixed secret share one build.
 */
export async function signApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(CLI_KEY_EXPIRY)
    .sign(new TextEncoder().encode(secret));
}

/**
 * Loads the instance's keys from `${dataDir}/keys.json`, creating a random JWT secret on first
 * start. The anon and service-role keys are derived from it, as `supabase start` does.
 */
export async function loadOrCreateKeys(dataDir: string, fixedSecret?: string): Promise<ApiKeys> {
  const file = join(dataDir, 'keys.json');
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Partial<ApiKeys>,
    () => ({}) as Partial<ApiKeys>,
  );
  const jwtSecret = fixedSecret ?? stored.jwtSecret ?? randomBytes(32).toString('hex');
  if (
    stored.jwtSecret === jwtSecret &&
    stored.anonKey &&
    stored.serviceRoleKey &&
    stored.stripeWebhookSecret
  ) {
    return stored as ApiKeys;
  }
  const keys: ApiKeys = {
    jwtSecret,
    anonKey: await signApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
    stripeWebhookSecret: stored.stripeWebhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
