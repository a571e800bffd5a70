import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.ts';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A pooled connection to a real Postgres server, selected with DATABASE_URL. */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on('connect', (client) => {
    client.query('set search_path to "$user", public, extensions').catch(() => undefined);
  });
  pool.on('error', (error) => console.error('supabase/local: idle Postgres client error', error.message));
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    url,
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
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
