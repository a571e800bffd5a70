import { takeEarlyResponse } from '../early-fetch';
import { env } from '../env';
import { anonHeaders, bearer, checkedJson } from './http';

/**
 * A public GET against the Data API without loading supabase-js, for the lists the signed-out
 * first screen shows, e.g. `rpc/get_public_videos?page_limit=12&page_offset=0`: `/` never pays
 * for supabase-js. With a member's `token` it asks as them, so the server leaves out what they
 * reported or blocked (index.html's early request is a visitor's, so it is not used then).
 * `parse` validates the JSON and gives it its type (derive it from the generated database types);
 * anything it throws reaches the caller. A refusal is an ApiError.
 */
export async function getPublic<T>(
  pathAndQuery: string,
  parse: (body: unknown) => T,
  signal?: AbortSignal,
  token: string | null = null,
): Promise<T> {
  const url = `${env.supabaseUrl}/rest/v1/${pathAndQuery.replace(/^\/+/, '')}`;
  // The page's own early request for this URL, if it made one; it failing just means asking again.
  const early = token ? undefined : await takeEarlyResponse(url)?.catch(() => undefined);
  const response =
    early ??
    (await fetch(url, {
      method: 'GET',
      headers: { ...anonHeaders(), Authorization: bearer(token), Accept: 'application/json' },
      signal,
    }));
  return parse(await checkedJson(response));
}
