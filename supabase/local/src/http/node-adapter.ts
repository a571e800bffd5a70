import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { addClientAddress, type TrustedProxies } from './client-address.ts';

/**
 * Turns Node's request into a fetch Request, streaming the body, with the client's address in
 * the headers hosted Supabase's edge adds (client-address.ts).
 */
export function toWebRequest(
  req: IncomingMessage,
  origin: string,
  trustedProxies: TrustedProxies = null,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  addClientAddress(headers, req.socket.remoteAddress, trustedProxies);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : null,
    // Node requires this for a streamed request body.
    duplex: 'half',
  } as RequestInit);
}

/** Writes a fetch Response to Node's response, streaming the body. */
export async function sendWebResponse(response: Response, res: ServerResponse, method: string) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, reasonPhrase(response), headers);
  if (!response.body || method === 'HEAD') {
    res.end();
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  const body = Readable.fromWeb(response.body as unknown as NodeWebStream<Uint8Array>);
  await new Promise<void>((resolve) => {
    body.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      body.destroy();
      resolve();
    });
    body.pipe(res);
  });
}

/**
 * A Response built as `new Response(body, { status })` has no statusText; PostgREST and Storage
 * always send the standard reason phrase (`HTTP/1.1 200 OK`), and clients read it as statusText.
 */
export function reasonPhrase(response: Pick<Response, 'status' | 'statusText'>): string {
  return response.statusText || STATUS_CODES[response.status] || '';
}
