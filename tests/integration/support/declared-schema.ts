import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from '../../../supabase/local/src/db/migrate.ts';
import { openPostgres } from '../../../supabase/local/src/db/postgres.ts';

/**
 * Builds a database from a folder of SQL files and reads back what it holds, so the database the
 * migrations build can be compared with the one supabase/schemas declares (db-declared-schema).
 */
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onCluster(clusterUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface BuiltDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the run's cluster with what Supabase provides (supabase/local's bootstrap:
 * roles, auth, storage, default privileges) and then `dir`'s files in name order, each in its own
 * transaction: how the migrations deploy, and how `supabase db diff` applies supabase/schemas to
 * its shadow database. No seed.
 */
export async function buildDatabase(clusterUrl: string, dir: string): Promise<BuiltDatabase> {
  const name = `declared_${randomUUID().replaceAll('-', '')}`;
  await onCluster(clusterUrl, `create database ${name}`);
  const url = databaseUrl(clusterUrl, name);
  const drop = () => onCluster(clusterUrl, `drop database if exists ${name} with (force)`);
  const db = await openPostgres(url, 1);
  try {
    await migrate(db, dir, '/nonexistent/no-seed.sql');
  } catch (error) {
    await db.close();
    await drop();
    throw error;
  } finally {
    await db.close().catch(() => undefined);
  }
  return { url, drop };
}

/**
 * pg_dump --schema-only, cut into its objects: "<type> <schema>.<name>" -> the SQL that makes it
 * (tables, columns, constraints, indexes, RLS, policies, grants, functions, triggers, comments).
 * The migrations' own bookkeeping (supabase_migrations) is left out.
 */
export async function schemaObjects(url: string): Promise<Map<string, string>> {
  const { stdout } = await run(
    `${PGBIN}/pg_dump`,
    ['--schema-only', '--no-owner', '--exclude-schema=supabase_migrations', `--dbname=${url}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const objects = new Map<string, string>();
  for (const part of stdout.split(/\n--\n-- (?=Name: )/).slice(1)) {
    const header = /^Name: (.*); Type: (.*); Schema: (.*); Owner: .*\n--\n/.exec(part);
    if (!header) continue;
    const body = part
      .slice(header[0].length)
      .replace(/^\\(un)?restrict .*$/gm, '')
      .replace(/^SET default_(tablespace|table_access_method) = .*;$/gm, '')
      .trim();
    objects.set(`${header[2]} ${header[3]}.${header[1]}`, body);
  }
  return objects;
}

/** Columns whose value is the moment or the randomness of the build, not a declared rule. */
const VOLATILE_COLUMNS = ['created_at', 'updated_at', 'secret'];

/**
 * The rows the rules read (earning caps, mail caps, blocked terms, buckets, ...): every non-empty
 * table of public and private, and storage.buckets, each row as JSON without its volatile columns.
 */
export async function ruleRows(url: string): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r'
          and (n.nspname in ('public', 'private') or (n.nspname = 'storage' and c.relname = 'buckets'))
        order by 1`,
    );
    const result = new Map<string, string[]>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `select (to_jsonb(t) - $1::text[])::text as row from ${name} t order by 1`,
        [VOLATILE_COLUMNS],
      );
      if (rows.length > 0)
        result.set(
          name,
          rows.map((r) => r.row),
        );
    }
    return result;
  } finally {
    await client.end();
  }
}

/** A line diff of two short texts ("-" only in `a`, "+" only in `b`), from their longest common subsequence. */
export function lineDiff(a: string, b: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  const common = Array.from({ length: x.length + 1 }, () =>
    new Array<number>(y.length + 1).fill(0),
  );
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      common[i]![j] =
        x[i] === y[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      lines.push(`  ${x[i]}`);
      i++;
      j++;
    } else if (i < x.length && (j === y.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      lines.push(`- ${x[i++]}`);
    } else {
      lines.push(`+ ${y[j++]}`);
    }
  }
  // Each change with two lines of context either side.
  const near = (k: number) =>
    lines.slice(Math.max(0, k - 2), k + 3).some((l) => !l.startsWith('  '));
  const out: string[] = [];
  lines.forEach((line, k) => {
    if (near(k)) out.push(line);
    else if (out.at(-1) !== '  …') out.push('  …');
  });
  return out.join('\n');
}

/**
 * What differs between two builds, object by object, readable: each object only one side has,
 * and for each that both have but differently, a line diff ("-" migrations, "+" schemas).
 */
export function describeDifferences<T>(
  fromMigrations: Map<string, T>,
  fromSchemas: Map<string, T>,
  text: (value: T) => string,
): string[] {
  const keys = [...new Set([...fromMigrations.keys(), ...fromSchemas.keys()])].sort();
  const differences: string[] = [];
  for (const key of keys) {
    const a = fromMigrations.get(key);
    const b = fromSchemas.get(key);
    if (b === undefined)
      differences.push(`${key}: made by the migrations, not declared in supabase/schemas`);
    else if (a === undefined)
      differences.push(`${key}: declared in supabase/schemas, not made by the migrations`);
    else if (text(a) !== text(b))
      differences.push(`${key} differs (- migrations, + schemas):\n${lineDiff(text(a), text(b))}`);
  }
  return differences;
}
