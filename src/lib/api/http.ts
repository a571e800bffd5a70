import { env } from '../env';
import { ApiError, errorFromBody } from './api-error';

/**
 * The body of an answer as JSON (null when empty). A body that is not JSON is an ApiError with the
 * answer's status.
 */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('The server sent a response that is not JSON.', response.status);
  }
}

/** The JSON of a 2xx answer; any other answer throws the ApiError its body describes. */
export async function checkedJson(response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, response.statusText, body);
  return body;
}

/** The two headers supabase-js sends for a signed-out call. */
export function anonHeaders(): Record<string, string> {
  return {
    apikey: env.supabaseAnonKey,
    Authorization: `Bearer ${env.supabaseAnonKey}`,
  };
}

/** `Authorization` for a call made with this access token, or the anon key when signed out. */
export function bearer(token: string | null): string {
  return `Bearer ${token ?? env.supabaseAnonKey}`;
}
