import { env } from '../env';
import { bearer, checkedJson } from './http';

/**
 * Calls of the Data API and Edge Functions over plain fetch, without supabase-js: the outbox's
 * handlers run in the service worker too (no supabase-js there: it would bring auth-js and
 * realtime into the worker's bundle), and a page gets the same requests supabase-js sends.
 * A refusal is the ApiError its body describes; a request that never arrived stays fetch's
 * TypeError (or AbortError), as everywhere else.
 */
export interface CallOptions {
  /** The session's access token; null calls with the anon key (a visitor). */
  token: string | null;
  signal?: AbortSignal;
}

function headers(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: env.supabaseAnonKey,
    Authorization: bearer(token),
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...extra,
  };
}

/** POSTs JSON to the API; the answer's JSON, or the ApiError it describes. */
async function post(
  path: string,
  body: Record<string, unknown>,
  { token, signal }: CallOptions,
  extra?: Record<string, string>,
): Promise<unknown> {
  const response = await fetch(`${env.supabaseUrl}${path}`, {
    method: 'POST',
    headers: headers(token, extra),
    body: JSON.stringify(body),
    signal,
  });
  return checkedJson(response);
}

/** POST /rest/v1/rpc/<fn>: an SQL function's answer, with its arguments as the database names them. */
export function callRpc(
  fn: string,
  args: Record<string, unknown>,
  options: CallOptions,
): Promise<unknown> {
  return post(`/rest/v1/rpc/${fn}`, args, options);
}

/** POST /rest/v1/<table> with `return=minimal` (supabase-js's insert default): nothing comes back. */
export async function insertRow(
  table: string,
  row: Record<string, unknown>,
  options: CallOptions,
): Promise<void> {
  await post(`/rest/v1/${table}`, row, options, { Prefer: 'return=minimal' });
}

/** POST /functions/v1/<name> with a JSON body: the function's JSON answer. */
export function callFunction(
  name: string,
  body: Record<string, unknown>,
  options: CallOptions,
): Promise<unknown> {
  return post(`/functions/v1/${name}`, body, options);
}
