import { Agent, request } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { requestSettings, simultaneousSql, type CallOutcome } from './direct-calls.ts';
import type { Stack } from './stack.ts';

/** record_view's and record_affiliate_click's refusal of a device id the server did not issue. */
export const NOT_ISSUED =
  'This device id was not issued by LaughLoop. Ask issue_device_id for a new one.';

/** A new signed device id, asked for by `client` (so counted against its address). */
export async function deviceFrom(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('issue_device_id');
  if (error || typeof data !== 'string') throw new Error(`issue_device_id: ${error?.message}`);
  return data;
}

let next = 0;
const agents = new Map<string, Agent>();

/**
 * A loopback address no other caller of this test file uses (127.0.1.0 and up): the gateway sees
 * it as the connection's address, as hosted's edge sees a caller's public address.
 */
export function freshAddress(): string {
  next += 1;
  return `127.0.${1 + (next >> 8)}.${next & 255}`;
}

function headersOf(raw: NodeJS.Dict<string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  return headers;
}

/**
 * fetch over a connection from `localAddress`: a script on another machine, as far as the
 * gateway can tell. Bodies are small JSON here, so they are sent and read whole.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  // Kept-alive connections, a few at a time: a burst of requests does not open a socket each.
  const agent =
    agents.get(localAddress) ?? new Agent({ keepAlive: true, maxSockets: 8, localAddress });
  agents.set(localAddress, agent);
  return async (input, init) => {
    const req = new Request(input, init);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : null;
    const url = new URL(req.url);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: req.method,
          headers: Object.fromEntries(req.headers),
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            const empty = status === 204 || status === 304 || req.method === 'HEAD';
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                headers: headersOf(res.headers),
              }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body ?? undefined);
    });
  };
}

/**
 * A supabase-js client whose requests come from `localAddress` (anon key unless a key is given).
 * A hosted project is not on this machine's loopback: there every client calls from the machine's
 * own address, which the suites that need one address per test skip.
 */
export function clientFrom(
  stack: Stack,
  localAddress: string,
  options: { key?: string; headers?: Record<string, string> } = {},
): SupabaseClient {
  return createClient(stack.url, options.key ?? stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      ...(stack.engine === 'hosted' ? {} : { fetch: fetchFrom(localAddress) }),
      headers: options.headers ?? {},
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/**
 * Calls SQL functions as PostgREST would for a signed-out caller at `address` (role anon, the
 * claims and request.headers set locally), each on its own connection, all released together.
 */
export async function simultaneousAnonCalls<T>(
  url: string,
  address: string,
  calls: Array<{ sql: string; params: unknown[] }>,
): Promise<CallOutcome<T>[]> {
  return simultaneousSql<T>(url, calls, () =>
    requestSettings('anon', { role: 'anon' }, { 'x-forwarded-for': address }),
  );
}
