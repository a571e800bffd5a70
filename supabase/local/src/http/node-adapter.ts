import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { addClientAddress, type TrustedProxies } from './client-address.ts';

/** A body cut off at the gateway's limit for its path (server.ts answers 413). */
class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The request body as a fetch stream. With a limit its bytes are counted as they arrive: past
 * the limit the stream errors with BodyTooLargeError and the rest is never read into memory
 * (the request is only unpiped, so the socket stays open for the 413).
 */
function bodyStream(
  req: IncomingMessage,
  limit: number | undefined,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  if (limit === undefined) return Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) {
        callback(null, chunk);
        return;
      }
      onTooLarge();
      req.unpipe(counter);
      callback(new BodyTooLargeError(limit));
    },
  });
  req.on('error', (error) => counter.destroy(error));
  req.pipe(counter);
  return Readable.toWeb(counter) as unknown as ReadableStream<Uint8Array>;
}

export interface IncomingWebRequest {
  request: Request;
  /** Whether the body passed the limit it was read with. */
  bodyTooLarge(): boolean;
}

/**
 * Turns Node's request into a fetch Request for `url` (server.ts has checked the request head),
 * streaming the body, with the client's address in the headers hosted Supabase's edge adds
 * (client-address.ts). Throws when a header value is one fetch's Headers refuses.
 */
export function toWebRequest(
  req: IncomingMessage,
  url: URL,
  maxBodyBytes?: number,
  trustedProxies: TrustedProxies = null,
): IncomingWebRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  addClientAddress(headers, req.socket.remoteAddress, trustedProxies);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let tooLarge = false;
  const request = new Request(url, {
    method,
    headers,
    body: hasBody ? bodyStream(req, maxBodyBytes, () => (tooLarge = true)) : null,
    // Node requires this for a streamed request body.
    duplex: 'half',
  } as RequestInit);
  return { request, bodyTooLarge: () => tooLarge };
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
