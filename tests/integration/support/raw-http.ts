import { connect } from 'node:net';

/** What came back on a raw connection: the parsed answer, or nothing before the socket closed. */
export interface RawAnswer {
  /** The status of the first response, null when none came. */
  status: number | null;
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** Every byte the server sent (latin1), to check the framing of what came back. */
  raw: string;
  /** The answer did not finish (or the socket did not close) within the timeout. */
  timedOut: boolean;
}

/** The payload of a chunked body (what is there of it). */
function dechunk(body: string): string {
  let rest = body;
  let payload = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return payload;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return payload;
    payload += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function parse(raw: string, timedOut: boolean): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3}) /.exec(`${statusLine} `);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = headEnd === -1 ? '' : raw.slice(headEnd + 4);
  return {
    status: match ? Number(match[1]) : null,
    statusLine,
    headers,
    body: headers['transfer-encoding']?.includes('chunked') ? dechunk(body) : body,
    raw,
    timedOut,
  };
}

/** Whether `raw` holds one whole response (a Content-Length body, or a chunked one). */
function complete(raw: string, method: string): boolean {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  const answer = parse(raw, false);
  if (method === 'HEAD' || answer.status === 204 || answer.status === 304) return true;
  if (answer.headers['transfer-encoding']?.includes('chunked'))
    return raw.endsWith('\r\n0\r\n\r\n');
  const length = answer.headers['content-length'];
  return length !== undefined && Buffer.byteLength(answer.body, 'latin1') >= Number(length);
}

/**
 * Writes `bytes` as they are on a fresh TCP connection to the gateway at `baseUrl` and reads the
 * first response: what a script speaking HTTP by hand (or an attacker) gets back. The write side
 * is closed after sending when `halfClose` is set, so a truncated request cannot leave the
 * server waiting for the rest.
 */
export function rawRequest(
  baseUrl: string,
  bytes: string | Buffer,
  options: { timeoutMs?: number; halfClose?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  const method = data.toString('latin1', 0, 16).split(' ', 1)[0] ?? '';
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect(Number(port), hostname);
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks).toString('latin1'), timedOut));
    };
    const timer = setTimeout(() => finish(true), options.timeoutMs ?? 5000);
    socket.on('connect', () => {
      if (options.halfClose) socket.end(data);
      else socket.write(data);
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks).toString('latin1'), method)) finish(false);
    });
    // A reset after the server answered still leaves its answer to read.
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}

/** A small seeded PRNG (mulberry32), so a failing fuzz run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
