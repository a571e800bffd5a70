import {
  createServer,
  request as forward,
  type ClientRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const TUS_PATH = '/storage/v1/upload/resumable/';

/** One TUS PATCH as it crossed the proxy: where it started and how many body bytes got through. */
export interface PatchCrossing {
  path: string;
  offset: number;
  /** Body bytes that left the browser and reached the proxy. */
  received: number;
  /** Body bytes passed on to the server (less than received only for the cut request). */
  forwarded: number;
  /** The server's answer (204 + Upload-Offset), or null when the connection was cut first. */
  status: number | null;
  acknowledged: number | null;
}

export interface CuttingProxy {
  url: string;
  patches: PatchCrossing[];
  /**
   * Drops every connection once `bytes` more PATCH body bytes have crossed (a train entering a
   * tunnel mid-chunk), then refuses connections for `outageMs`. Resolves when the cut happened.
   */
  cutAfter(bytes: number, outageMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The gateway names itself in Location headers; the browser must keep talking to the proxy. */
function rewriteLocation(headers: IncomingMessage['headers'], from: string, to: string) {
  const location = headers.location;
  if (typeof location === 'string' && location.startsWith(from))
    headers.location = to + location.slice(from.length);
  return headers;
}

/**
 * An HTTP proxy between the browser and supabase/local that counts the bytes of every TUS PATCH
 * body and can cut the network for real: sockets are destroyed mid-body, so the server sees a
 * truncated request exactly as it would when a phone loses its signal.
 */
export async function startCuttingProxy(upstreamUrl: string, port = 0): Promise<CuttingProxy> {
  const upstream = new URL(upstreamUrl);
  const sockets = new Set<Socket>();
  const patches: PatchCrossing[] = [];
  let cut: { remaining: number; outageMs: number; done(): void } | null = null;
  let outageUntil = 0;
  let selfUrl = '';

  const outgoing = new Set<ClientRequest>();

  const cutNow = () => {
    if (!cut) return;
    outageUntil = Date.now() + cut.outageMs;
    cut.done();
    cut = null;
    for (const socket of sockets) socket.destroy();
    for (const out of outgoing) out.destroy();
  };

  /** Passes a PATCH body on, counting it, and stops mid-body when the cut comes. */
  const forwardCounting = (req: IncomingMessage, out: ClientRequest, crossing: PatchCrossing) => {
    req.on('data', (chunk: Buffer) => {
      crossing.received += chunk.length;
      if (cut && chunk.length >= cut.remaining) {
        const head = chunk.subarray(0, cut.remaining);
        crossing.forwarded += head.length;
        req.pause();
        out.write(head, cutNow);
        return;
      }
      if (cut) cut.remaining -= chunk.length;
      crossing.forwarded += chunk.length;
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    });
    req.on('end', () => out.end());
  };

  const server: Server = createServer((req, res) => {
    const isPatch = req.method === 'PATCH' && (req.url ?? '').startsWith(TUS_PATH);
    const crossing: PatchCrossing | null = isPatch
      ? {
          path: req.url ?? '',
          offset: Number(req.headers['upload-offset']),
          received: 0,
          forwarded: 0,
          status: null,
          acknowledged: null,
        }
      : null;
    if (crossing) patches.push(crossing);
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (crossing) {
          crossing.status = answer.statusCode ?? null;
          const offset = answer.headers['upload-offset'];
          if (typeof offset === 'string') crossing.acknowledged = Number(offset);
        }
        res.writeHead(
          answer.statusCode ?? 502,
          rewriteLocation(answer.headers, upstream.origin, selfUrl),
        );
        answer.pipe(res);
      },
    );
    outgoing.add(out);
    out.on('close', () => outgoing.delete(out));
    out.on('error', () => res.destroy());
    if (crossing) forwardCounting(req, out, crossing);
    else req.pipe(out);
  });
  server.on('connection', (socket) => {
    if (Date.now() < outageUntil) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  selfUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: selfUrl,
    patches,
    cutAfter(bytes, outageMs) {
      return new Promise<void>((resolve) => {
        cut = { remaining: bytes, outageMs, done: resolve };
      });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
