/**
 * `npm run gen:types`: writes src/lib/database.types.ts, the `Database` type exactly as
 * `supabase gen types typescript --local` prints it. It uses the generator the Supabase CLI runs
 * (the postgres-meta image's `node dist/server/server.js` with PG_META_GENERATE_TYPES=typescript):
 * postgres-meta's `getGeneratorMetadata` over a `PostgresMeta` pool, then `generateTypescript` from
 * @supabase/postgrest-typegen with the options the CLI sets. The database is a throwaway
 * PostgreSQL 15 with supabase/local's bootstrap (Supabase roles and schemas) and every migration.
 *
 * The same database gives src/lib/server-rules.ts: the server's rules the app shows
 * (scripts/gen-server-rules.ts).
 *
 * `--check` regenerates into memory and exits 1 when a committed file differs.
 */
import { EventEmitter } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PostgresMeta } from '@supabase/postgres-meta';
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js';
import { generateTypescript } from '@supabase/postgrest-typegen';
import { parse as parseToml } from 'smol-toml';
import { migrate } from '../supabase/local/src/db/migrate.ts';
import { openPostgres } from '../supabase/local/src/db/postgres.ts';
import { startThrowawayPostgres } from '../supabase/local/src/dev/throwaway-postgres.ts';
import { generateServerRules } from './gen-server-rules.ts';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const TYPES_FILE = root('src/lib/database.types.ts');
export const SERVER_RULES_FILE = root('src/lib/server-rules.ts');
const MIGRATIONS_DIR = root('supabase/migrations');
const CONFIG_FILE = root('supabase/config.toml');

/**
 * The CLI's default when no --schema is given: public plus [api].schemas from config.toml,
 * duplicates removed (supabase/cli internal/gen/types/types.go).
 */
export async function defaultSchemas(): Promise<string[]> {
  const config = parseToml(await readFile(CONFIG_FILE, 'utf8')) as {
    api?: { schemas?: unknown };
  };
  const extra = Array.isArray(config.api?.schemas) ? config.api.schemas : [];
  return [...new Set(['public', ...extra.filter((s): s is string => typeof s === 'string')])];
}

/** Applies the bootstrap and migrations (no seed: it adds rows, not types) to an empty database. */
async function applyMigrations(url: string): Promise<void> {
  const db = await openPostgres(url, 1);
  try {
    await migrate(db, MIGRATIONS_DIR, root('supabase/.no-seed-for-types.sql'));
  } finally {
    await db.close();
  }
}

/** What the CLI's pg-meta container prints for this database, as a string. */
async function generateFrom(url: string, schemas: string[]): Promise<string> {
  // server.js getTypeOutput(): one connection; getGeneratorMetadata ends the pool.
  // postgres-meta adds a once('error') listener to its pool for every query and leaves it there when
  // the query succeeds; introspection runs more than Node's default of 10 on one pool, which would
  // print a leak warning. The listeners go with the pool, which getGeneratorMetadata ends.
  const defaultMax = EventEmitter.defaultMaxListeners;
  EventEmitter.defaultMaxListeners = 64;
  const pgMeta = new PostgresMeta({ connectionString: url, max: 1 });
  const { data, error } = await getGeneratorMetadata(pgMeta, { includedSchemas: schemas }).finally(
    () => {
      EventEmitter.defaultMaxListeners = defaultMax;
    },
  );
  if (error) throw new Error(`gen:types: introspection failed: ${error.message}`);
  return generateTypescript(data, {
    // The CLI passes !postgrestV9Compat, i.e. true for any current PostgREST.
    detectOneToOneRelationships: true,
    // The CLI sets no PG_META_POSTGREST_VERSION; pg-meta's default schema is public.
    defaultSchema: 'public',
  });
}

/** The server's rules from the migrated database (gen-server-rules.ts). */
async function serverRulesFrom(url: string): Promise<string> {
  const db = await openPostgres(url, 1);
  try {
    return await generateServerRules(db);
  } finally {
    await db.close();
  }
}

export interface GeneratedFiles {
  types: string;
  serverRules: string;
}

/** Regenerates both files from supabase/migrations on a throwaway Postgres 15 (a few seconds). */
export async function generateFiles(): Promise<GeneratedFiles> {
  const schemas = await defaultSchemas();
  const postgres = await startThrowawayPostgres();
  try {
    await applyMigrations(postgres.url);
    // The CLI writes the generator's output with console.log, which adds a newline.
    const types = `${await generateFrom(postgres.url, schemas)}\n`;
    return { types, serverRules: await serverRulesFrom(postgres.url) };
  } finally {
    postgres.stop();
  }
}

/** The types alone (see generateFiles). */
export async function generateDatabaseTypes(): Promise<string> {
  return (await generateFiles()).types;
}

async function main(): Promise<void> {
  const generated = await generateFiles();
  const files: Array<[string, string]> = [
    [TYPES_FILE, generated.types],
    [SERVER_RULES_FILE, generated.serverRules],
  ];
  for (const [file, text] of files) {
    if (process.argv.includes('--check')) {
      const committed = await readFile(file, 'utf8').catch(() => '');
      if (committed !== text) {
        console.error(`${file} is stale: run npm run gen:types`);
        process.exitCode = 1;
      }
      continue;
    }
    await writeFile(file, text);
    console.log(`gen:types: wrote ${file}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
