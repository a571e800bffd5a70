import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { configFrom } from '../../supabase/local/src/config.ts';
import type { Db } from '../../supabase/local/src/db/types.ts';
import { openPglite } from '../../supabase/local/src/db/pglite.ts';
import { openPostgres } from '../../supabase/local/src/db/postgres.ts';
import { startThrowawayPostgres } from '../../supabase/local/src/dev/throwaway-postgres.ts';
import { startGateway } from '../../supabase/local/src/server.ts';
import type { ConformanceSuite } from './suite.ts';

/** The Supabase CLI's well-known JWT secret: its published anon and service-role keys verify. */
export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface RunningGateway {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adaptations: string[];
  stop(): Promise<void>;
}

async function availableExtensions(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>('select name from pg_available_extensions');
  return new Set(rows.map((row) => row.name));
}

/** Copies the suite's supabase dir and applies the adaptations this engine needs. */
async function prepareProject(
  suite: ConformanceSuite,
  source: string,
  target: string,
  extensions: Set<string>,
): Promise<string[]> {
  await cp(source, target, { recursive: true });
  const applied: string[] = [];
  for (const adaptation of suite.schemaAdaptations) {
    if (adaptation.unlessExtension && extensions.has(adaptation.unlessExtension)) continue;
    const file = join(target, adaptation.file);
    let text = await readFile(file, 'utf8');
    for (const [pattern, replacement] of adaptation.replace)
      text = text.replace(pattern, replacement);
    await writeFile(file, text);
    applied.push(`${adaptation.file}: ${adaptation.why}`);
  }
  return applied;
}

async function probeExtensions(engine: 'pglite' | 'postgres', dir: string, url?: string) {
  const db =
    engine === 'postgres' ? await openPostgres(url!) : await openPglite(join(dir, 'probe'));
  try {
    return await availableExtensions(db);
  } finally {
    await db.close();
  }
}

/**
 * A throwaway supabase/local over the suite's own project (PGlite, or a throwaway Postgres 15),
 * with the CLI's JWT secret, on a free port of 127.0.0.1.
 */
export async function startSuiteGateway(options: {
  suite: ConformanceSuite;
  projectDir: string;
  workDir: string;
  engine: 'pglite' | 'postgres';
  port: number;
}): Promise<RunningGateway> {
  const { suite, workDir } = options;
  const postgres = options.engine === 'postgres' ? await startThrowawayPostgres() : null;
  try {
    const extensions = await probeExtensions(options.engine, workDir, postgres?.url);
    const supabaseDir = join(workDir, `${suite.name}-supabase`);
    const adaptations = await prepareProject(suite, options.projectDir, supabaseDir, extensions);
    const dataDir = join(workDir, `${suite.name}-data`);
    await mkdir(dataDir, { recursive: true });
    const gateway = await startGateway(
      configFrom({
        dataDir,
        supabaseDir,
        databaseUrl: postgres?.url,
        jwtSecret: CLI_JWT_SECRET,
        port: options.port,
        autoconfirm: true,
      }),
    );
    return {
      url: gateway.url,
      anonKey: gateway.keys.anonKey,
      serviceRoleKey: gateway.keys.serviceRoleKey,
      adaptations,
      async stop() {
        await gateway.close();
        postgres?.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    postgres?.stop();
    throw error;
  }
}
