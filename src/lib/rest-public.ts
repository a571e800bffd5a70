import { takeEarlyResponse } from './early-fetch';
import { env } from './env';

/** A PostgREST error body ({ message, code, details, hint }) or a transport failure. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(message: string, status: number, code: string | null) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
  }
}

function errorFrom(status: number, statusText: string, body: unknown): RestError {
  if (typeof body === 'object' && body !== null) {
    const { message, code } = body as { message?: unknown; code?: unknown };
    if (typeof message === 'string')
      return new RestError(message, status, typeof code === 'string' ? code : null);
  }
  return new RestError(statusText || `Request failed with status ${status}`, status, null);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError('The server sent a response that is not JSON.', response.status, null);
  }
}

/**
 * A public (anon key) GET against the Supabase REST API without loading supabase-js, for lists the
 * first screen shows, e.g. `rpc/get_public_videos?page_limit=12&page_offset=0`.
 * `parse` validates the JSON and gives it its type; anything it throws reaches the caller.
 */
export async function getPublic<T>(
  pathAndQuery: string,
  parse: (body: unknown) => T,
  signal?: AbortSignal,
): Promise<T> {
  const url = `${env.supabaseUrl}/rest/v1/${pathAndQuery.replace(/^\/+/, '')}`;
  // The page's own early request for this URL, if it made one; it failing just means asking again.
  const early = await takeEarlyResponse(url)?.catch(() => undefined);
  const response =
    early ??
    (await fetch(url, {
      method: 'GET',
      // The same two headers supabase-js sends for a signed-out call.
      headers: {
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        Accept: 'application/json',
      },
      signal,
    }));
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, response.statusText, body);
  return parse(body);
}
