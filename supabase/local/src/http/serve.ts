import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BodyLimit } from '../context.ts';
import type { TrustedProxies } from './client-address.ts';
import { sendWebResponse, toWebRequest } from './node-adapter.ts';
import {
  ALLOWED_METHODS,
  MAX_HEAD_BYTES,
  parseErrorStatus,
  readRequestHead,
  type HeadRefusal,
} from './request-head.ts';
import { json } from './responses.ts';

/** Options for node:http's createServer that the gateway's request handling relies on. */
export const SERVER_OPTIONS = {
  maxHeaderSize: MAX_HEAD_BYTES,
  // readRequestHead answers a missing Host with the gateway's JSON 400 instead of Node's bare one.
  requireHostHeader: false,
} as const;

/** What the gateway does with a request whose head is sound. */
export interface GatewayHandler {
  /** host[:port] of the gateway itself, for an HTTP/1.0 request without a Host header. */
  ownHost(): string;
  /** Proxies whose X-Forwarded-For names the client (client-address.ts); null for none. */
  trustedProxies: TrustedProxies;
  /** The cap on the body of a request to `url` and its service's refusal, or null for none. */
  bodyLimit(url: URL): BodyLimit | null;
  /** The service's answer; a rejection becomes a 500. */
  answer(req: Request, url: URL): Promise<Response>;
  /** What the gateway adds to every answer to a routed request (CORS), 500s and 413s included. */
  finish(req: Request, url: URL, response: Response): Response;
}

/** A malformed request's answer; the connection closes after it (its framing is not trusted). */
function gatewayError(refusal: HeadRefusal): Response {
  return closing(json({ message: refusal.message }, refusal.status, refusal.headers ?? {}));
}

/** An answer after which the connection closes, so the rest of a refused body is never read. */
function closing(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('connection', 'close');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function declaredLength(nodeReq: IncomingMessage): number {
  const value = nodeReq.headers['content-length'];
  return value === undefined ? 0 : Number(value);
}

/**
 * The answer to one request; never throws. A body over its service's limit is refused when its
 * Content-Length says so (before a byte is read) or when counting a chunked body passes the
 * limit (whatever the handler made of the cut-off stream).
 */
async function answerRequest(
  nodeReq: IncomingMessage,
  nodeRes: ServerResponse,
  handler: GatewayHandler,
): Promise<Response> {
  const verdict = readRequestHead(
    {
      method: nodeReq.method ?? '',
      target: nodeReq.url ?? '',
      hosts: nodeReq.headersDistinct.host ?? [],
      httpVersion: nodeReq.httpVersion,
    },
    handler.ownHost(),
  );
  if (!verdict.ok) return gatewayError(verdict);
  const { url } = verdict;
  const limit = handler.bodyLimit(url);
  let incoming: ReturnType<typeof toWebRequest>;
  try {
    incoming = toWebRequest(nodeReq, url, limit?.bytes, handler.trustedProxies);
  } catch {
    // A header value fetch's Headers refuses though Node's parser let it through.
    return gatewayError({ status: 400, message: 'Invalid request header' });
  }
  const { request } = incoming;
  const finish = (response: Response) => {
    try {
      return handler.finish(request, url, response);
    } catch (error) {
      console.error('supabase/local: could not finish a response', url.pathname, error);
      return response;
    }
  };
  if (limit && declaredLength(nodeReq) > limit.bytes)
    return closing(finish(limit.refusal(request)));
  // Expect: 100-continue is answered only once the declared body is known to be acceptable.
  if (nodeReq.headers.expect?.toLowerCase() === '100-continue') nodeRes.writeContinue();
  let response: Response;
  try {
    response = await handler.answer(request, url);
  } catch (error) {
    // A client that went away mid-body (or a body cut off at the limit) is no server fault.
    if (!incoming.bodyTooLarge() && !nodeReq.errored)
      console.error('supabase/local: unhandled error', nodeReq.method, url.pathname, error);
    response = json({ message: 'Internal Server Error' }, 500);
  }
  if (limit && incoming.bodyTooLarge()) {
    await response.body?.cancel().catch(() => undefined);
    return closing(finish(limit.refusal(request)));
  }
  return finish(response);
}

/** Answers a request Node's parser refused, on the raw socket, unless a response is under way. */
function answerParseError(
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
  inFlight: WeakMap<Duplex, ServerResponse>,
) {
  const current = inFlight.get(socket);
  if (error.code === 'ECONNRESET' || !socket.writable || (current && !current.writableFinished)) {
    socket.destroy();
    return;
  }
  const status = parseErrorStatus(error.code, error.rawPacket);
  const body = JSON.stringify({ message: STATUS_CODES[status] ?? 'Bad Request' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
}

/** How long the rest of a refused request is read and dropped before its connection closes. */
const LINGER_MS = 2000;

/**
 * Closes the connection after an answer that leaves part of the request unread, the way nginx's
 * lingering close does. Node closes a `connection: close` answer's socket as soon as it is sent;
 * with request bytes still unread the kernel answers them with a reset, and a client still
 * sending its body (most write it all before they read) loses the 413 it has not read yet.
 * Instead the answer is followed by a half-close, what still comes is dropped, and the socket
 * closes when the client does, or after LINGER_MS.
 */
function lingerAfterAnswer(nodeReq: IncomingMessage) {
  const socket = nodeReq.socket;
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    nodeReq.unpipe();
    nodeReq.resume();
    this.resume();
  };
}

function closesConnection(response: Response): boolean {
  return response.headers.get('connection')?.toLowerCase() === 'close';
}

/**
 * Installs the gateway on a node:http server made with SERVER_OPTIONS: every request, well-formed
 * or not, gets an HTTP answer (4xx for anything malformed) and no error in its handling can
 * escape as an uncaught exception or an unhandled rejection.
 */
export function serveGateway(server: Server, handler: GatewayHandler) {
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  const onRequest = (nodeReq: IncomingMessage, nodeRes: ServerResponse) => {
    inFlight.set(nodeReq.socket, nodeRes);
    nodeRes.on('error', () => nodeRes.destroy());
    void answerRequest(nodeReq, nodeRes, handler)
      .then((response) => {
        if (closesConnection(response) && !nodeReq.complete) lingerAfterAnswer(nodeReq);
        return sendWebResponse(response, nodeRes, nodeReq.method ?? 'GET');
      })
      .catch(() => nodeRes.destroy());
  };
  server.on('request', onRequest);
  // With a listener, Node leaves the 100 Continue to answerRequest (after the size check).
  server.on('checkContinue', onRequest);
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) =>
    answerParseError(error, socket, inFlight),
  );
  // CONNECT (a tunnel request) reaches no request handler; refuse it like TRACE.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify({ message: 'Method CONNECT is not allowed' });
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\n' +
        'content-type: application/json; charset=utf-8\r\n' +
        `allow: ${ALLOWED_METHODS.join(', ')}\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
