import pg from 'pg';

export type CallOutcome<T> = { result: T } | { error: string };

/**
 * Calls SQL functions the way PostgREST does (one transaction, `role` and `request.jwt.claims` set
 * locally), each on its own connection, all released at the same moment: real concurrency on a
 * real Postgres server, without the gateway's connection pool in between.
 */
export async function simultaneousCalls<T>(
  url: string,
  calls: Array<{
    userId: string;
    sql: string;
    params: unknown[];
    /** The API role the call runs as (PostgREST's `role`); a signed-in user unless told. */
    role?: 'authenticated' | 'service_role';
  }>,
): Promise<CallOutcome<T>[]> {
  const pool = new pg.Pool({ connectionString: url, max: calls.length });
  const clients = await Promise.all(calls.map(() => pool.connect()));
  try {
    await Promise.all(
      clients.map((client, i) =>
        client.query(
          `begin; select set_config('role', '${calls[i]!.role ?? 'authenticated'}', true), set_config('request.jwt.claims', '${JSON.stringify(
            { sub: calls[i]!.userId, role: calls[i]!.role ?? 'authenticated' },
          )}', true)`,
        ),
      ),
    );
    return await Promise.all(
      clients.map(async (client, i): Promise<CallOutcome<T>> => {
        try {
          const { rows } = await client.query<{ result: T }>(calls[i]!.sql, calls[i]!.params);
          await client.query('commit');
          return { result: rows[0]!.result };
        } catch (error) {
          await client.query('rollback');
          return { error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}

/**
 * simultaneousCalls as the service role (what an edge function's admin client is): each call on
 * its own connection, all released together.
 */
export async function simultaneousServiceCalls<T>(
  url: string,
  calls: Array<{ sql: string; params: unknown[] }>,
): Promise<CallOutcome<T>[]> {
  const pool = new pg.Pool({ connectionString: url, max: calls.length });
  const clients = await Promise.all(calls.map(() => pool.connect()));
  // A connection still closing when the stack drops its database must not fail the run.
  for (const client of clients) client.on('error', () => undefined);
  try {
    await Promise.all(
      clients.map((client) =>
        client.query(
          `begin; select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
        ),
      ),
    );
    return await Promise.all(
      clients.map(async (client, i): Promise<CallOutcome<T>> => {
        try {
          const { rows } = await client.query<{ result: T }>(calls[i]!.sql, calls[i]!.params);
          await client.query('commit');
          return { result: rows[0]!.result };
        } catch (error) {
          await client.query('rollback');
          return { error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}
