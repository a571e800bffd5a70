import { currentAccessToken } from '../session';
import { getSupabase } from '../supabase';
import { SessionRequiredError } from './api-error';
import { bearer } from './http';
import { errorFromInvoke } from './supabase-answer';

export interface InvokeOptions {
  /** Refuse to call without a signed-in user (the function would answer 401 anyway). */
  requireSession?: boolean;
  signal?: AbortSignal;
}

/**
 * POSTs a JSON body to the edge function `name` through supabase-js's functions.invoke, with the
 * session's access token when signed in, else the anon key. Resolves with the parsed JSON; a
 * non-2xx answer throws an ApiError with the server's words (see errorFromInvoke).
 */
export async function invokeFunction(
  name: string,
  body: Record<string, unknown>,
  { requireSession = false, signal }: InvokeOptions = {},
): Promise<unknown> {
  const accessToken = await currentAccessToken();
  if (requireSession && !accessToken) throw new SessionRequiredError();
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>(name, {
    body,
    headers: { Authorization: bearer(accessToken) },
    signal,
  });
  if (error) throw await errorFromInvoke(error as { name: string; message: string });
  return data;
}
