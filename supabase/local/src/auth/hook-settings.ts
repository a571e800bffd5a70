import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { z } from 'zod';
import type { LocalConfig } from '../config.ts';

/** The Send Email hook Auth calls instead of mailing itself ([auth.hook.send_email]). */
export interface SendEmailHook {
  uri: URL;
  /** `v1,whsec_<base64>` secrets; every request carries a signature by each. */
  secrets: string[];
}

export class HookConfigError extends Error {
  constructor(message: string) {
    super(`[auth.hook.send_email]: ${message}`);
    this.name = 'HookConfigError';
  }
}

/** GoTrue's symmetricSecretFormat (internal/conf). */
const SECRET_FORMAT = /^v1,whsec_[A-Za-z0-9+/=]{32,88}/;
/** The hosts GoTrue accepts for a plain-http hook. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', 'host.docker.internal']);

const hookTable = z.object({
  enabled: z.boolean().optional(),
  uri: z.string().optional(),
  secrets: z.string().optional(),
});
const configSchema = z.object({
  auth: z.object({ hook: z.object({ send_email: hookTable.optional() }).optional() }).optional(),
});
type HookTable = z.infer<typeof hookTable>;

function readHookTable(file: string): HookTable | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let parsed;
  try {
    parsed = configSchema.safeParse(parse(text));
  } catch (error) {
    throw new HookConfigError(`${file} is not valid TOML: ${(error as Error).message}`);
  }
  if (!parsed.success) throw new HookConfigError(z.prettifyError(parsed.error));
  return parsed.data.auth?.hook?.send_email;
}

/** The CLI's `env(NAME)` values; an unset variable counts as no value. */
function withEnv(value: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  const name = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value?.trim() ?? '')?.[1];
  if (!name) return value?.trim() || undefined;
  return env[name]?.trim() || undefined;
}

/**
 * The instance's own secret when config.toml's is not set: derived from the JWT secret, so it
 * needs no storage and the functions (SEND_EMAIL_HOOK_SECRET) get the same one on every start.
 */
export function localHookSecret(jwtSecret: string): string {
  const key = createHmac('sha256', jwtSecret).update('supabase/local send-email hook').digest();
  return `v1,whsec_${key.toString('base64')}`;
}

/** GoTrue's ValidateExtensibilityPoint for the kinds of hook supabase/local runs. */
function hookUri(value: string): URL {
  let uri: URL;
  try {
    uri = new URL(value);
  } catch {
    throw new HookConfigError(`uri ${value} is not a URL`);
  }
  if (uri.protocol === 'https:') return uri;
  if (uri.protocol === 'http:') {
    if (LOCAL_HOSTS.has(uri.hostname)) return uri;
    throw new HookConfigError('only localhost, 127.0.0.1, and ::1 are supported with http');
  }
  if (uri.protocol === 'pg-functions:') {
    throw new HookConfigError('supabase/local runs HTTP hooks only, not pg-functions');
  }
  throw new HookConfigError('only postgres hooks and HTTPS functions are supported');
}

/**
 * The Send Email hook this instance honours: config.toml's (or LocalConfig's override), or null
 * when it is off. Throws HookConfigError for settings GoTrue would refuse to start with.
 */
export function loadSendEmailHook(
  config: LocalConfig,
  jwtSecret: string,
  env: NodeJS.ProcessEnv = process.env,
): SendEmailHook | null {
  if (config.sendEmailHook === false) return null;
  const table: HookTable | undefined = config.sendEmailHook
    ? { enabled: true, ...config.sendEmailHook }
    : readHookTable(config.configToml);
  if (!table?.enabled) return null;
  const uri = withEnv(table.uri, env);
  if (!uri) throw new HookConfigError('enabled, but uri is empty');
  const secrets = (withEnv(table.secrets, env) ?? localHookSecret(jwtSecret))
    .split('|')
    .filter((secret) => secret !== '');
  if (secrets.some((secret) => !SECRET_FORMAT.test(secret))) {
    throw new HookConfigError('invalid secret format (expected v1,whsec_<base64>)');
  }
  return { uri: hookUri(uri), secrets };
}

/**
 * Where to POST: a local host's /functions/v1/<name> (the CLI's host.docker.internal:54321) is
 * this gateway's own function, whatever port it listens on; any other URI is called as it is.
 */
export function hookTarget(hook: SendEmailHook, publicUrl: string): URL {
  const { uri } = hook;
  if (LOCAL_HOSTS.has(uri.hostname) && uri.pathname.startsWith('/functions/v1/')) {
    return new URL(`${uri.pathname}${uri.search}`, publicUrl);
  }
  return uri;
}
