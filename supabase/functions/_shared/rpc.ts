import type { SupabaseClient } from '@supabase/supabase-js';
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
export async function callSql<T>(
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { data, error, status } = await client.rpc(fn, args);
  if (!error) return data as T;
  if (status >= 400 && status < 500) throw new SqlRefusal(status, error.code, error.message);
  throw new Error(`${fn} failed (HTTP ${status}, ${error.code}): ${error.message}`);
}
