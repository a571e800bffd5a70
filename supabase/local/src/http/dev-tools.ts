import { isIP } from 'node:net';
import type { ApiKeys } from '../keys.ts';
import { bearerToken } from '../jwt.ts';
import { sameKey } from './api-key.ts';
import { json } from './responses.ts';

/**
 * Whether the gateway's bind address only takes connections from this machine: `localhost`,
 * 127.0.0.0/8, ::1 (and 127.x written as an IPv4-mapped IPv6 address). A wildcard (0.0.0.0, ::),
 * a LAN address or any other host name can be reached from elsewhere.
 */
export function isLoopbackBind(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  const address = mapped ?? bare;
  if (isIP(address) === 4) return address.startsWith('127.');
  // The URL parser writes every spelling of ::1 (0:0:0:0:0:0:0:1, ::0001…) as [::1].
  return isIP(address) === 6 && new URL(`http://[${address}]`).hostname === '[::1]';
}

/**
 * The gateway's guard on the local dev tools (/_dev/mail shows every user's mail, /_dev/checkout
 * every buyer): open while the gateway listens on loopback, as `npm start` and the tests run
 * it; on any other bind they need the service-role key (the `apikey` header or url param, or
 * `Authorization: Bearer`), else 401. Returns the refusal, or null to let the request through.
 */
export function devToolRefusal(
  bindHost: string,
  keys: ApiKeys,
  req: Request,
  url: URL,
): Response | null {
  if (isLoopbackBind(bindHost)) return null;
  const presented = [req.headers.get('apikey'), url.searchParams.get('apikey'), bearerToken(req)];
  if (presented.some((key) => key !== null && sameKey(key, keys.serviceRoleKey))) return null;
  return json(
    {
      message:
        'The local dev tools need the service_role key when supabase/local listens beyond loopback',
      hint: 'Send it as the `apikey` header or `Authorization: Bearer`, or bind SUPABASE_LOCAL_HOST to 127.0.0.1.',
    },
    401,
  );
}
