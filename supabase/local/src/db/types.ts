/** What every service of supabase/local needs from Postgres, whichever engine runs it. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * The statement is a hot, fixed shape (values only in params): on real Postgres keep it as a
   * named prepared statement per connection so it is parsed and planned once.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction; committed when `fn` resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A connection string functions can use (SUPABASE_DB_URL); undefined for PGlite. */
  readonly url: string | undefined;
  close(): Promise<void>;
}

/** A PostgreSQL error as both engines report it. */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
}

export function isPgError(error: unknown): error is PgError & { code: string } {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
