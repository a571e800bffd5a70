import pg from 'pg';
import type { Db, Queryable, QueryOptions, QueryResult } from './types.ts';

/** Distinct prepared statements kept per connection; later shapes run unnamed. */
const PREPARED_LIMIT = 500;

type StatementNames = (sql: string) => string | undefined;

function statementNamer(): StatementNames {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_LIMIT) {
      name = `ll_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

function wrap(client: pg.Pool | pg.PoolClient, nameOf: StatementNames): Queryable {
  return {
    async query<T>(
      sql: string,
      params: unknown[] = [],
      options?: QueryOptions,
    ): Promise<QueryResult<T>> {
      const name = options?.prepare ? nameOf(sql) : undefined;
      const result = await (name
        ? client.query({ name, text: sql, values: params })
        : client.query(sql, params));
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * A pooled connection to a real Postgres server, selected with DATABASE_URL. Clients pipeline:
 * queries issued without waiting for the previous answer share a round trip.
 */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    pipeline: true,
  });
  pool.on('connect', (client) => {
    // The pool listens for errors only on idle clients. One that dies while a transaction holds
    // it (pg_terminate_backend, a server restart) would throw an unhandled 'error' event and take
    // the process down; its statements fail on their own, so the event needs no more than this.
    client.on('error', () => undefined);
    client.query('set search_path to "$user", public, extensions').catch(() => undefined);
  });
  pool.on('error', (error) =>
    console.error('supabase/local: idle Postgres client error', error.message),
  );
  await pool.query('select 1');
  const nameOf = statementNamer();
  const base = wrap(pool, nameOf);
  return {
    kind: 'postgres',
    url,
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      // Not awaited: BEGIN travels with the statements `fn` issues synchronously, and the corked
      // socket sends them in one write (writes are costly syscalls, round trips costlier).
      const socket = (client as unknown as pg.Client).connection.stream;
      socket.cork();
      process.nextTick(() => socket.uncork());
      const begin = client.query('begin');
      begin.catch(() => undefined);
      try {
        const result = await fn(wrap(client, nameOf));
        await begin;
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
