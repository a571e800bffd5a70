import { timingSafeEqual } from 'node:crypto';
import type { ApiKeyPolicy } from '../context.ts';
import type { ApiKeys } from '../keys.ts';
import { json } from './responses.ts';

/** Kong's key-auth reads the header first, then the url param of the same name. */
function presentedKey(req: Request, url: URL): string | null {
  return req.headers.get('apikey') || url.searchParams.get('apikey') || null;
}

export function sameKey(presented: string, key: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(key);
  // Constant time, so the service-role key cannot be guessed byte by byte from response timing.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The gateway's key check, as hosted Supabase's gateway does it: the apikey must be the anon or
 * the service-role key itself. A user's access token is a valid JWT but not a key, and a valid
 * bearer in Authorization does not make up for a wrong apikey. Returns the 401 to send, or null.
 */
export function apiKeyRefusal(
  policy: ApiKeyPolicy,
  keys: ApiKeys,
  req: Request,
  url: URL,
): Response | null {
  // Browsers send preflights without the apikey header; the preflight answer decides CORS only.
  if (policy === 'open' || req.method === 'OPTIONS') return null;
  const key = presentedKey(req, url);
  if (key === null) {
    if (policy === 'checked') return null;
    return json(
      {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
      401,
    );
  }
  if (sameKey(key, keys.anonKey) || sameKey(key, keys.serviceRoleKey)) return null;
  return json(
    {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
    401,
  );
}
