import { env } from '@/lib/env';
import { RestError } from '@/lib/rest-public';

export { RestError };

export interface RestCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The user's access token read at send time; null sends the anon key alone. */
  token: string | null;
  body?: unknown;
  /** PostgREST Prefer header, e.g. 'return=representation'. */
  prefer?: string;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError('The server sent a response that is not JSON.', response.status, null);
  }
}

/**
 * One call to the Data API with the headers supabase-js sends (apikey, bearer token), without
 * loading supabase-js: likes and views run in the outbox and on the first screen.
 */
export async function rest(path: string, call: RestCall): Promise<unknown> {
  const headers: Record<string, string> = {
    apikey: env.supabaseAnonKey,
    Authorization: `Bearer ${call.token ?? env.supabaseAnonKey}`,
    Accept: 'application/json',
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.prefer) headers.Prefer = call.prefer;
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    method: call.method ?? 'GET',
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
  });
  const body = await readBody(response);
  if (!response.ok) {
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new RestError(
      typeof message === 'string' ? message : `Request failed with status ${response.status}`,
      response.status,
      typeof code === 'string' ? code : null,
    );
  }
  return body;
}

/** A refusal the server gave (4xx other than expired sign-in and rate limits): retrying will not help. */
export function isRefusal(error: unknown): error is RestError {
  return (
    error instanceof RestError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export const VIDEO_COLUMNS =
  'id,title,video_url,thumbnail_url,user_id,upload_time,created_at,views,likes_count,challenge_tag,category,is_boosted,boost_until';
