import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json, SqlFunctions } from './database.ts';
import { HttpError } from './handler.ts';

/** A refusal raised by an SQL function (4xx from the Data API), with its SQLSTATE. */
export class SqlRefusal extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
  ) {
    super(status, message);
    this.name = 'SqlRefusal';
  }
}

/**
 * Calls an SQL function through the Data API. The rules' own refusals (`raise exception ... using
 * errcode`) arrive as 4xx and are rethrown as SqlRefusal, so their messages reach the caller word
 * for word; a 5xx stays an internal error.
 */
export async function callSql<F extends keyof SqlFunctions & string>(
  client: SupabaseClient<Database>,
  fn: F,
  args: SqlFunctions[F]['Args'],
): Promise<SqlFunctions[F]['Returns']> {
  const { data, error, status } = await client.rpc(fn, args);
  if (!error) return data as SqlFunctions[F]['Returns'];
  if (status >= 400 && status < 500) throw new SqlRefusal(status, error.code, error.message);
  throw new Error(`${fn} failed (HTTP ${status}, ${error.code}): ${error.message}`);
}

/** The SQL functions that answer a JSON object (`returns jsonb`): the generated type says only Json. */
type JsonFunction = {
  [F in keyof SqlFunctions & string]: SqlFunctions[F]['Returns'] extends Json ? F : never;
}[keyof SqlFunctions & string];

/**
 * callSql for a function that builds a JSON object: `T` is the shape its SQL documents (the
 * database types can only say Json). The rules live in SQL; this reads their answer.
 */
export async function callSqlJson<T>(
  client: SupabaseClient<Database>,
  fn: JsonFunction,
  args: SqlFunctions[JsonFunction]['Args'],
): Promise<T> {
  return (await callSql(client, fn, args)) as unknown as T;
}
