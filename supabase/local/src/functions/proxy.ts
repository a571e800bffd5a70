import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';

/** Headers that describe one hop, not the request; Node's client sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

/** The edge runtime's local wall-clock limit; a function silent this long is given up on. */
const IDLE_LIMIT_MS = 400_000;

/** Socket errors that mean the worker's end went away (it crashed or is exiting). */
const CONNECTION_LOST = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

export class WorkerRequestError extends Error {
  /** The worker's connection broke, rather than the caller going away or the worker hanging. */
  readonly connectionLost: boolean;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'WorkerRequestError';
    this.connectionLost = code !== undefined && CONNECTION_LOST.has(code);
  }
}

function forwardedHeaders(req: Request, port: number): Record<string, string> {
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const original = new URL(req.url);
  headers.host = `127.0.0.1:${port}`;
  headers['x-forwarded-host'] = original.host;
  headers['x-forwarded-proto'] = original.protocol.replace(':', '');
  return headers;
}

function toResponse(res: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  const status = res.statusCode ?? 502;
  const bodyless = method === 'HEAD' || status === 204 || status === 304;
  if (bodyless) res.resume();
  const body = bodyless ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: res.statusMessage ?? '', headers });
}

/**
 * Sends the request to a worker on 127.0.0.1:port as `pathAndQuery`, streaming both bodies. Node's
 * http client rather than fetch: it neither decompresses the response nor forbids headers, so the
 * caller gets exactly what the function sent.
 */
export function proxyToWorker(req: Request, port: number, pathAndQuery: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: pathAndQuery,
        headers: forwardedHeaders(req, port),
      },
      (res) => resolve(toResponse(res, req.method)),
    );
    outgoing.setTimeout(IDLE_LIMIT_MS, () =>
      outgoing.destroy(new Error('the function did not answer in time')),
    );
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      reject(new WorkerRequestError(error.message, error.code)),
    );
    if (!req.body) {
      outgoing.end();
      return;
    }
    const body = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>);
    body.once('error', (error) => outgoing.destroy(error));
    body.pipe(outgoing);
  });
}
