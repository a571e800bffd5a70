import type { Stack } from './stack.ts';

export interface RestCall {
  method?: string;
  /** Bearer token; the anon key when omitted, none at all when null. */
  token?: string | null;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A raw /rest/v1 request, for what supabase-js does not expose (headers such as Content-Range,
 * Location, WWW-Authenticate, Prefer values like tx=rollback, bodies that are not JSON).
 */
export function restFetch(stack: Stack, path: string, call: RestCall = {}): Promise<Response> {
  const headers: Record<string, string> = { apikey: stack.anonKey, ...call.headers };
  const token = call.token === undefined ? stack.anonKey : call.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers['content-type'] ??= 'application/json';
  return fetch(`${stack.url}/rest/v1${path}`, {
    method: call.method ?? 'GET',
    headers,
    ...(call.body !== undefined && { body: call.body }),
  });
}

/** The PostgREST error body, checked for its four keys. */
export async function errorBody(
  response: Response,
): Promise<{ code: string; message: string; details: unknown; hint: unknown }> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!('code' in body && 'message' in body && 'details' in body && 'hint' in body)) {
    throw new Error(`not a PostgREST error body: ${JSON.stringify(body)}`);
  }
  return body as { code: string; message: string; details: unknown; hint: unknown };
}
