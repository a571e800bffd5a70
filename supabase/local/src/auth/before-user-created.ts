import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { z } from 'zod';
import type { LocalConfig } from '../config.ts';
import type { LocalContext } from '../context.ts';
import { EMAIL_APP_METADATA } from './accounts.ts';
import { AuthError } from './errors.ts';
import { clientIp, inetOrNull } from './request.ts';
import { AUDIENCE } from './users-repo.ts';

/**
 * Auth's "before user created" hook ([auth.hook.before_user_created] of config.toml) as a
 * Postgres function, the kind hosted GoTrue runs as `pg-functions://<db>/<schema>/<function>`:
 * it is given `{metadata, user}` for every account about to be created by sign-up (and by
 * generate_link's signup and invite), and `{"error": {"http_code", "message"}}` refuses the
 * account with that status and message (hooks/hookspgfunc and hookserrors of supabase/auth).
 */
export interface BeforeUserCreatedHook {
  uri: string;
  /** `"schema"."function"`, as GoTrue's PopulateExtensibilityPoint quotes it. */
  functionName: string;
}

export class BeforeUserCreatedConfigError extends Error {
  constructor(message: string) {
    super(`[auth.hook.before_user_created]: ${message}`);
    this.name = 'BeforeUserCreatedConfigError';
  }
}

const hookTable = z.object({ enabled: z.boolean().optional(), uri: z.string().optional() });
const configSchema = z.object({
  auth: z
    .object({ hook: z.object({ before_user_created: hookTable.optional() }).optional() })
    .optional(),
});

/** GoTrue gives a Postgres hook 2 s (hookspgfunc's defaultTimeout). */
const TIMEOUT_MS = 2000;

function pgFunctionName(uri: string): string {
  const match = /^pg-functions:\/\/[^/]+\/([A-Za-z_][A-Za-z0-9_]*)\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(
    uri.trim(),
  );
  if (!match) {
    throw new BeforeUserCreatedConfigError(
      `uri ${uri} is not pg-functions://<database>/<schema>/<function> (supabase/local runs this hook as a Postgres function only)`,
    );
  }
  return `"${match[1]}"."${match[2]}"`;
}

/** The hook config.toml enables, or null. Throws for settings GoTrue would refuse to start with. */
export function loadBeforeUserCreatedHook(config: LocalConfig): BeforeUserCreatedHook | null {
  let text: string;
  try {
    text = readFileSync(config.configToml, 'utf8');
  } catch {
    return null;
  }
  let parsed;
  try {
    parsed = configSchema.safeParse(parse(text));
  } catch (error) {
    throw new BeforeUserCreatedConfigError(
      `${config.configToml} is not valid TOML: ${(error as Error).message}`,
    );
  }
  if (!parsed.success) throw new BeforeUserCreatedConfigError(z.prettifyError(parsed.error));
  const table = parsed.data.auth?.hook?.before_user_created;
  if (!table?.enabled) return null;
  if (!table.uri) throw new BeforeUserCreatedConfigError('enabled, but uri is empty');
  return { uri: table.uri.trim(), functionName: pgFunctionName(table.uri) };
}

/** The account as GoTrue's models.User marshals it before it is stored. */
export interface NewAccount {
  id: string;
  email: string;
  userMetadata: Record<string, unknown>;
}

function hookUser(account: NewAccount) {
  const now = new Date().toISOString();
  return {
    id: account.id,
    aud: AUDIENCE,
    role: AUDIENCE,
    email: account.email,
    phone: '',
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: account.userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** hookserrors.Check: an error with a message refuses (status 500 when none is given). */
function refusal(answer: unknown): AuthError | null {
  const error = (answer as { error?: { http_code?: unknown; message?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string' || error.message === '') return null;
  const status = typeof error.http_code === 'number' && error.http_code > 0 ? error.http_code : 500;
  return new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', error.message);
}

/**
 * Runs the hook for an account about to be created, as supabase_auth_admin (the role hosted
 * Auth connects as) with GoTrue's 2 s statement timeout, and throws its refusal as GoTrue would
 * answer it. Nothing is written before it: a refused sign-up leaves no trace.
 */
export async function runBeforeUserCreated(
  ctx: LocalContext,
  req: Request,
  account: NewAccount,
): Promise<void> {
  const hook = ctx.beforeUserCreatedHook;
  if (!hook) return;
  const event = {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: inetOrNull(clientIp(req)) ?? '',
    },
    user: hookUser(account),
  };
  let answer: unknown;
  try {
    answer = await ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true),
                             set_config('statement_timeout', '${TIMEOUT_MS}', true)`);
      const { rows } = await tx.query<{ answer: unknown }>(
        `select ${hook.functionName}($1::jsonb) as answer`,
        [JSON.stringify(event)],
      );
      return rows[0]?.answer ?? null;
    });
  } catch (error) {
    console.error('supabase/local auth: the before_user_created hook failed', error);
    throw new AuthError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`);
  }
  const refused = refusal(answer);
  if (refused) throw refused;
}
