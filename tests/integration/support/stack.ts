import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { configFrom } from '../../../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../../../supabase/local/src/dev/pglite-template.ts';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../supabase/local/src/dev/throwaway-postgres.ts';
import { startGateway, type Gateway } from '../../../supabase/local/src/server.ts';

export type Engine = 'pglite' | 'postgres';

export interface Stack {
  engine: Engine;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  gateway: Gateway;
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
}

const SUPABASE_DIR = resolve('supabase');
/** One Deno module cache for every test stack, so npm packages download once, not per stack. */
const TEST_DENO_DIR = join(tmpdir(), 'laughloop-deno-cache');

/** The engines every conformance suite runs on; LAUGHLOOP_ENGINES=pglite narrows it. */
export const engines: Engine[] = (process.env.LAUGHLOOP_ENGINES?.split(',') as
  Engine[] | undefined) ?? ['pglite', 'postgres'];

/** Starts supabase/local on a free port over PGlite (from a migrated template) or a throwaway PG 15. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const engine = options.engine ?? 'pglite';
  let pg: ThrowawayPostgres | undefined;
  const dataDir = options.dataDir ?? (await freshPgliteDataDir(SUPABASE_DIR));
  if (engine === 'postgres') pg = await startThrowawayPostgres();
  const gateway = await startGateway(
    configFrom({
      port: 0,
      dataDir,
      databaseUrl: pg?.url,
      autoconfirm: options.autoconfirm ?? false,
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:4173',
      supabaseDir: SUPABASE_DIR,
      denoDir: TEST_DENO_DIR,
      ...(options.functionsDir ? { functionsDir: resolve(options.functionsDir) } : {}),
    }),
  );
  return {
    engine,
    url: gateway.url,
    anonKey: gateway.keys.anonKey,
    serviceRoleKey: gateway.keys.serviceRoleKey,
    gateway,
    dataDir,
    client(key = gateway.keys.anonKey) {
      return createClient(gateway.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
    },
    async stop() {
      await gateway.close();
      pg?.stop();
      if (!options.dataDir && !options.keepDataDir)
        await rm(dataDir, { recursive: true, force: true });
    },
  };
}
