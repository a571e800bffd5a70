import { request } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Stack } from './stack.ts';

/**
 * A `fetch` whose connections leave from `localAddress` (any 127.x.y.z on Linux's loopback), so
 * supabase/local sees a caller at that address exactly as hosted's edge sees a caller's IP: the
 * gateway puts the TCP peer in `cf-connecting-ip` (supabase/local/src/http/client-address.ts).
 * Headers a caller sends cannot change it, which is what the per-network caps rely on.
 * Plain http with string or absent bodies: what supabase-js sends.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    const body = init?.body ?? null;
    if (body !== null && typeof body !== 'string') throw new Error('fetchFrom sends string bodies');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          localAddress,
          headers: Object.fromEntries(headers),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === 'string') answer.set(name, value);
              else value?.forEach((item) => answer.append(name, item));
            }
            const status = res.statusCode ?? 502;
            const bodyless = status === 204 || status === 304 || method === 'HEAD';
            resolve(
              new Response(bodyless ? null : Buffer.concat(chunks), { status, headers: answer }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body ?? undefined);
    });
  };
}

/** A supabase-js client (anon key unless given) whose requests come from `localAddress`. */
export function clientFrom(
  stack: Stack,
  localAddress: string,
  key = stack.anonKey,
): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(localAddress) },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
