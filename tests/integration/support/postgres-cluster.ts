import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../../supabase/local/src/db/migrate.ts';
import { openPostgres } from '../../../supabase/local/src/db/postgres.ts';
import { startThrowawayPostgres } from '../../../supabase/local/src/dev/throwaway-postgres.ts';

/**
 * One Postgres 15 cluster for the whole integration run, with the migrated schema and seed in a
 * template database. Each stack gets its own database cloned from it (CREATE DATABASE … TEMPLATE,
 * a file copy of well under a second) instead of an initdb, a server start and every migration
 * (3–4 s per stack). Roles are cluster-wide and identical for every clone (bootstrap/00_roles.sql).
 */
const TEMPLATE_DB = 'laughloop_template';
const SUPABASE_DIR = resolve('supabase');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared cluster's maintenance URL (database `postgres`); unset outside the run. */
    postgresCluster: string | undefined;
  }
}

function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onMaintenance<T>(clusterUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** vitest globalSetup: starts the cluster and builds the template; the teardown removes both. */
export default async function setup({
  provide,
}: {
  provide: (key: 'postgresCluster', value: string) => void;
}) {
  const server = await startThrowawayPostgres();
  try {
    await onMaintenance(server.url, (client) => client.query(`create database ${TEMPLATE_DB}`));
    const db = await openPostgres(databaseUrl(server.url, TEMPLATE_DB), 1);
    try {
      await migrate(db, resolve(SUPABASE_DIR, 'migrations'), resolve(SUPABASE_DIR, 'seed.sql'));
    } finally {
      await db.close();
    }
  } catch (error) {
    server.stop();
    throw error;
  }
  provide('postgresCluster', server.url);
  return () => server.stop();
}

export interface ClonedDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database on the run's cluster; undefined outside the run. */
export async function cloneTemplateDatabase(): Promise<ClonedDatabase | undefined> {
  const clusterUrl = inject('postgresCluster');
  if (!clusterUrl) return undefined;
  const name = `stack_${randomUUID().replaceAll('-', '')}`;
  await onMaintenance(clusterUrl, (client) =>
    client.query(`create database ${name} template ${TEMPLATE_DB}`),
  );
  return {
    url: databaseUrl(clusterUrl, name),
    drop: () =>
      onMaintenance(clusterUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}
