import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildDatabase,
  describeDifferences,
  ruleRows,
  schemaObjects,
  type BuiltDatabase,
} from './support/declared-schema.ts';

// supabase/schemas is the readable schema (one file per area, each rule once); supabase/migrations
// is what deploys. Both are built on the run's Postgres 15 cluster, on top of what Supabase
// provides, and must come out the same: every table, column, constraint, index, policy, grant,
// function, trigger and comment, and the rows the rules read (earning caps, mail caps, blocked
// terms, buckets). A schema edit without its migration, or a migration without its schema edit,
// fails here with the objects that differ.
const MIGRATIONS = resolve('supabase/migrations');
const SCHEMAS = resolve('supabase/schemas');

describe('supabase/schemas declares exactly what supabase/migrations build', () => {
  let fromMigrations: BuiltDatabase;
  let fromSchemas: BuiltDatabase;

  beforeAll(async () => {
    const cluster = inject('postgresCluster');
    if (!cluster) throw new Error('needs the integration run’s Postgres cluster (globalSetup)');
    // One after the other: the bootstrap alters cluster-wide roles, which two builds at once
    // would update concurrently.
    fromMigrations = await buildDatabase(cluster, MIGRATIONS);
    fromSchemas = await buildDatabase(cluster, SCHEMAS);
  });
  afterAll(async () => {
    await Promise.all([fromMigrations?.drop(), fromSchemas?.drop()]);
  });

  it('names every schema file so it runs in order (NN_area.sql), none skipped', async () => {
    const files = (await readdir(SCHEMAS)).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files.filter((name) => !/^[0-9]{2}_[a-z0-9_]+\.sql$/.test(name))).toEqual([]);
  });

  it('has the same tables, policies, grants, functions and triggers', async () => {
    const [migrated, declared] = await Promise.all([
      schemaObjects(fromMigrations.url),
      schemaObjects(fromSchemas.url),
    ]);
    expect(migrated.size).toBeGreaterThan(500);
    const differences = describeDifferences(migrated, declared, (sql) => sql);
    if (differences.length > 0) {
      expect.fail(
        `${differences.length} object(s) differ between supabase/migrations and supabase/schemas:\n\n` +
          differences.join('\n\n'),
      );
    }
  });

  it('has the same rows the rules read', async () => {
    const [migrated, declared] = await Promise.all([
      ruleRows(fromMigrations.url),
      ruleRows(fromSchemas.url),
    ]);
    expect([...migrated.keys()]).toContain('public.earning_categories');
    const differences = describeDifferences(migrated, declared, (rows) => rows.join('\n'));
    if (differences.length > 0) {
      expect.fail(
        `Rows differ between supabase/migrations and supabase/schemas:\n\n${differences.join('\n\n')}`,
      );
    }
  });
});
