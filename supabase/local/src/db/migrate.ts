import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const BOOTSTRAP_DIR = fileURLToPath(new URL('./bootstrap/', import.meta.url));
const MIGRATION_FILE = /^([0-9]+)_(.+)\.sql$/;

/** A migration, bootstrap or seed file that failed; the message names the file and the SQL error. */
class MigrationError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MigrationError';
  }
}

const TRACKING = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key, statements text[], name text);
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
  create table if not exists supabase_migrations.local_bootstrap (name text primary key);
`;

async function applyOnce(
  db: Db,
  file: string,
  sql: string,
  record: { sql: string; params: unknown[] },
) {
  try {
    await db.transaction(async (tx) => {
      // The search path every role gets from 01_extensions.sql, which a session opened before
      // that bootstrap (PGlite's one connection) would not have yet: a first seed calling
      // pgcrypto's gen_salt() must work as it does under the CLI.
      await tx.exec(`set local search_path to "$user", public, extensions`);
      await tx.exec(sql);
      await tx.query(record.sql, record.params);
    });
  } catch (error) {
    throw new MigrationError(file, error);
  }
}

async function appliedSet(db: Db, sql: string): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(sql);
  return new Set(rows.map((row) => row.key));
}

/** What hosted Supabase provides before a project's migrations run: roles, auth, storage, grants. */
async function bootstrap(db: Db) {
  const done = await appliedSet(db, 'select name as key from supabase_migrations.local_bootstrap');
  const files = (await readdir(BOOTSTRAP_DIR)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(join(BOOTSTRAP_DIR, name), 'utf8');
    await applyOnce(db, `bootstrap/${name}`, sql, {
      sql: 'insert into supabase_migrations.local_bootstrap (name) values ($1)',
      params: [name],
    });
  }
}

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Brings a database up to date: bootstrap, then supabase/migrations/*.sql in version order, each
 * once and in its own transaction, then seed.sql when the database is new.
 */
export async function migrate(
  db: Db,
  migrationsDir: string,
  seedFile: string,
): Promise<MigrationReport> {
  await db.exec(TRACKING);
  await bootstrap(db);
  const done = await appliedSet(
    db,
    'select version as key from supabase_migrations.schema_migrations',
  );
  const seededBefore = await appliedSet(
    db,
    'select path as key from supabase_migrations.seed_files',
  );
  const isNew = done.size === 0 && seededBefore.size === 0;
  const files = (await readdir(migrationsDir).catch(() => [] as string[]))
    .map((name) => ({ name, match: MIGRATION_FILE.exec(name) }))
    .filter((file): file is { name: string; match: RegExpExecArray } => file.match !== null)
    .sort(
      (a, b) => a.match[1]!.length - b.match[1]!.length || a.match[1]!.localeCompare(b.match[1]!),
    );
  const applied: string[] = [];
  for (const { name, match } of files) {
    const version = match[1]!;
    if (done.has(version)) continue;
    const sql = await readFile(join(migrationsDir, name), 'utf8');
    await applyOnce(db, `migrations/${name}`, sql, {
      sql: 'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
      params: [version, match[2]!, [sql]],
    });
    applied.push(name);
  }
  const seeded = isNew ? await seed(db, seedFile) : false;
  return { applied, seeded };
}

async function seed(db: Db, seedFile: string): Promise<boolean> {
  const sql = await readFile(seedFile, 'utf8').catch(() => null);
  if (sql === null) return false;
  const hash = createHash('sha256').update(sql).digest('hex');
  await applyOnce(db, 'seed.sql', sql, {
    sql: 'insert into supabase_migrations.seed_files (path, hash) values ($1, $2)',
    params: ['seed.sql', hash],
  });
  return true;
}
