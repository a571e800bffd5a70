import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { AuthRateLimits } from '../../../supabase/local/src/auth/rate-limit-settings.ts';
import { configFrom, type SendEmailHookOverride } from '../../../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../../../supabase/local/src/dev/pglite-template.ts';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../supabase/local/src/dev/throwaway-postgres.ts';
import { openPostgres } from '../../../supabase/local/src/db/postgres.ts';
import { cloneTemplateDatabase } from './postgres-cluster.ts';
import type { Db } from '../../../supabase/local/src/db/types.ts';
import type { ApiKeys } from '../../../supabase/local/src/keys.ts';
import { startGateway } from '../../../supabase/local/src/server.ts';
import { hostedTarget, type HostedTarget } from './hosted.ts';

/** pglite and postgres start supabase/local; hosted talks to the project named in the env. */
export type Engine = 'pglite' | 'postgres' | 'hosted';

/** What the suites use of the backend behind the HTTP APIs: its database and its keys. */
export interface Backend {
  url: string;
  keys: ApiKeys;
  db: Db;
  close(): Promise<void>;
}

export interface Stack {
  engine: Engine;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  gateway: Backend;
  dataDir: string;
  /** A fresh supabase-js client (no persisted session), optionally with the service-role key. */
  client(key?: string): SupabaseClient;
  stop(): Promise<void>;
}

export interface StackOptions {
  engine?: Engine;
  autoconfirm?: boolean;
  siteUrl?: string;
  /** Reuse a data dir (restart tests); otherwise a fresh one is made and removed on stop. */
  dataDir?: string;
  keepDataDir?: boolean;
  /** Edge functions from another folder, e.g. tests/integration/fixtures/functions. */
  functionsDir?: string;
  /** config.toml's Send Email hook (default), none (false: Auth's own mail), or another one. */
  sendEmailHook?: false | SendEmailHookOverride;
  /** SUPABASE_LOCAL_TRUSTED_PROXIES: proxies whose X-Forwarded-For names the client. */
  trustedProxies?: string[];
  /** Keys of config.toml's [auth.rate_limit] replaced for this stack. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** config.toml's `[auth.email] secure_password_change` instead of the file's. */
  securePasswordChange?: boolean;
  /** The address the gateway listens on (127.0.0.1 by default, as `npm start`). */
  host?: string;
  /** Storage's global upload limit in bytes instead of config.toml's `[storage] file_size_limit`. */
  storageFileSizeLimit?: number;
  /** Another config.toml (e.g. other `[api] schemas`); the project's migrations still apply. */
  configToml?: string;
  /** supabase/local's fold timer (1000 ms by default); 0 for suites that fold by hand (foldCounts). */
  countFoldIntervalMs?: number;
  /**
   * bcrypt cost of stored passwords: bcrypt's least (4) unless given. GoTrue's 10 (the default of
   * `npm start` and the e2e stack, tested in supabase/local/src/auth/passwords.test.ts) took ~0.1 s
   * of CPU per sign-up or sign-in, a large share of this suite's time; no suite here tests the cost.
   */
  passwordHashCost?: number;
}

const SUPABASE_DIR = resolve('supabase');
const TEST_PASSWORD_COST = 4;
/** One Deno module cache for every test stack, so npm packages download once, not per stack. */
const TEST_DENO_DIR = join(tmpdir(), 'laughloop-deno-cache');

const hosted = hostedTarget();

const chosenEngines = process.env.LAUGHLOOP_ENGINES?.split(',') as Engine[] | undefined;

/**
 * The engine a conformance suite runs on: real Postgres 15, what hosted Supabase runs (tests/README.md
 * says why). LAUGHLOOP_ENGINES=pglite,postgres runs every suite on both. With a hosted project
 * configured (support/hosted.ts) the suites run once, against it.
 */
export const engines: Engine[] = hosted ? ['hosted'] : (chosenEngines ?? ['postgres']);

/**
 * The parity suites run on PGlite and Postgres alike: a sample of every API (REST reads, writes,
 * filters, RPC, RLS, auth, storage, functions) so that a PGlite-only fault still fails a test.
 */
export const parityEngines: Engine[] = hosted
  ? ['hosted']
  : (chosenEngines ?? ['pglite', 'postgres']);

/** Where race tests run: real Postgres (PGlite is one connection), or the hosted project. */
export const concurrentEngine: Engine = hosted ? 'hosted' : 'postgres';

function supabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A Db that refuses every call: the hosted project was given no SUPABASE_DB_URL. */
function missingDb(): Db {
  const refuse = () =>
    Promise.reject(new Error('This suite sets up data with SQL: set SUPABASE_DB_URL.'));
  return {
    kind: 'postgres',
    url: undefined,
    query: refuse,
    exec: refuse,
    transaction: refuse,
    close: () => Promise.resolve(),
  };
}

/**
 * Hosted PostgREST does not reload its schema cache when a suite creates a test table, as
 * supabase/local does on a miss: ask it to, and give it a moment.
 */
function reloadingSchema(db: Db): Db {
  return {
    ...db,
    async exec(sql) {
      await db.exec(sql);
      if (!/\b(create|alter|drop|grant|revoke)\b/i.test(sql)) return;
      await db.exec(`notify pgrst, 'reload schema'`);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    },
  };
}

async function hostedStack(target: HostedTarget): Promise<Stack> {
  const db = target.dbUrl ? reloadingSchema(await openPostgres(target.dbUrl, 4)) : missingDb();
  const unset = (name: string) => `set ${name} to run this suite against a hosted project`;
  const keys: ApiKeys = {
    anonKey: target.anonKey,
    serviceRoleKey: target.serviceRoleKey,
    jwtSecret: target.jwtSecret ?? unset('SUPABASE_JWT_SECRET'),
    stripeWebhookSecret: target.webhookSecret ?? unset('STRIPE_WEBHOOK_SECRET'),
  };
  return {
    engine: 'hosted',
    url: target.url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    gateway: { url: target.url, keys, db, close: () => db.close() },
    dataDir: '',
    client: (key = keys.anonKey) => supabaseClient(target.url, key),
    stop: () => db.close(),
  };
}

/** Where a postgres-engine stack keeps its data: a clone on the run's cluster, or its own server. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const clone = await cloneTemplateDatabase();
  if (clone) return clone;
  const server: ThrowawayPostgres = await startThrowawayPostgres();
  return { url: server.url, drop: async () => server.stop() };
}

/**
 * Starts supabase/local on a free port over PGlite (from a migrated template) or Postgres 15 (a
 * database cloned from the run's migrated template, support/postgres-cluster.ts), or connects to
 * the hosted project.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const engine = options.engine ?? (hosted ? 'hosted' : engines[0]!);
  if (engine === 'hosted') {
    if (!hosted) throw new Error('No hosted project: set SUPABASE_URL and the two keys.');
    return hostedStack(hosted);
  }
  const database = engine === 'postgres' ? await postgresDatabase() : undefined;
  // Postgres keeps its rows in the database; the data dir holds only keys and stored files.
  const dataDir =
    options.dataDir ??
    (database
      ? await mkdtemp(join(tmpdir(), 'laughloop-stack-'))
      : await freshPgliteDataDir(SUPABASE_DIR));
  const config = configFrom({
    ...(options.host ? { host: options.host } : {}),
    port: 0,
    dataDir,
    databaseUrl: database?.url,
    autoconfirm: options.autoconfirm ?? false,
    siteUrl: options.siteUrl ?? 'http://127.0.0.1:4173',
    supabaseDir: SUPABASE_DIR,
    denoDir: TEST_DENO_DIR,
    passwordHashCost: options.passwordHashCost ?? TEST_PASSWORD_COST,
    ...(options.functionsDir ? { functionsDir: resolve(options.functionsDir) } : {}),
    ...(options.sendEmailHook !== undefined ? { sendEmailHook: options.sendEmailHook } : {}),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.authRateLimits ? { authRateLimits: options.authRateLimits } : {}),
    ...(options.securePasswordChange !== undefined
      ? { securePasswordChange: options.securePasswordChange }
      : {}),
    ...(options.storageFileSizeLimit !== undefined
      ? { storageFileSizeLimit: options.storageFileSizeLimit }
      : {}),
    ...(options.countFoldIntervalMs !== undefined
      ? { countFoldIntervalMs: options.countFoldIntervalMs }
      : {}),
  });
  if (options.configToml) config.configToml = resolve(options.configToml);
  const gateway = await startGateway(config).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    engine,
    url: gateway.url,
    anonKey: gateway.keys.anonKey,
    serviceRoleKey: gateway.keys.serviceRoleKey,
    gateway,
    dataDir,
    client: (key = gateway.keys.anonKey) => supabaseClient(gateway.url, key),
    async stop() {
      await gateway.close();
      await database?.drop();
      if (!options.dataDir && !options.keepDataDir)
        await rm(dataDir, { recursive: true, force: true });
    },
  };
}
