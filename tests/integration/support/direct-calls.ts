import pg from 'pg';

export type CallOutcome<T> = { result: T } | { error: string };

interface SqlCall {
  sql: string;
  params: unknown[];
}

/**
 * Runs each call on its own connection inside a transaction opened with `settings(i)` (the
 * set_config calls PostgREST makes), all released at the same moment: real concurrency on a real
 * Postgres server, without the gateway's connection pool in between.
 */
export async function simultaneousSql<T>(
  url: string,
  calls: SqlCall[],
  settings: (index: number) => string,
): Promise<CallOutcome<T>[]> {
  const pool = new pg.Pool({ connectionString: url, max: calls.length });
  pool.on('error', () => undefined);
  // A connection still closing when the stack drops its database must not fail the run: each
  // client listens for errors from the moment it connects, even if a sibling fails to.
  const connecting = calls.map(() =>
    pool.connect().then((client) => {
      client.on('error', () => undefined);
      return client;
    }),
  );
  const settled = await Promise.allSettled(connecting);
  const clients = settled.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  if (clients.length < calls.length) {
    for (const client of clients) client.release();
    await pool.end();
    const failure = settled.find((outcome) => outcome.status === 'rejected');
    throw new Error(`could not open ${calls.length} connections: ${String(failure?.reason)}`);
  }
  try {
    await Promise.all(clients.map((client, i) => client.query(`begin; ${settings(i)}`)));
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

/** The set_config calls PostgREST makes for a request as `role` with these JWT claims. */
export function requestSettings(
  role: string,
  claims: Record<string, unknown>,
  headers?: Record<string, string>,
): string {
  const config = [
    `set_config('role', '${role}', true)`,
    `set_config('request.jwt.claims', '${JSON.stringify(claims)}', true)`,
  ];
  if (headers) config.push(`set_config('request.headers', '${JSON.stringify(headers)}', true)`);
  return `select ${config.join(', ')}`;
}

/** simultaneousSql as signed-in users (or the role a call names), as PostgREST would run them. */
export async function simultaneousCalls<T>(
  url: string,
  calls: Array<
    SqlCall & {
      userId: string;
      /** The API role the call runs as (PostgREST's `role`); a signed-in user unless told. */
      role?: 'authenticated' | 'service_role';
    }
  >,
): Promise<CallOutcome<T>[]> {
  return simultaneousSql<T>(url, calls, (i) => {
    const role = calls[i]!.role ?? 'authenticated';
    return requestSettings(role, { sub: calls[i]!.userId, role });
  });
}

/** simultaneousSql as the service role (what an edge function's admin client is). */
export async function simultaneousServiceCalls<T>(
  url: string,
  calls: SqlCall[],
): Promise<CallOutcome<T>[]> {
  return simultaneousSql<T>(url, calls, () =>
    requestSettings('service_role', { role: 'service_role' }),
  );
}

/** Opens a member's transaction on `client`, as PostgREST would run their call. */
export async function beginAs(client: pg.Client, userId: string): Promise<void> {
  await client.query(
    `begin; ${requestSettings('authenticated', { sub: userId, role: 'authenticated' })}`,
  );
}

/** A member's transaction held open on its own connection. */
export async function openAs(url: string, userId: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  await beginAs(client, userId);
  return client;
}

/** Whether `work` settles within `ms` (a call stuck behind a lock does not). */
export async function settlesWithin<T>(work: Promise<T>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
