import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, seededRandom, type RawAnswer } from './support/raw-http.ts';
import { startStack, type Stack } from './support/stack.ts';

/**
 * Issue 35 §1's fuzz test of the HTTP layer: requests with random methods, targets, versions,
 * headers and bodies from a seeded PRNG (FUZZ_SEED=<n> replays a run), bounded to 300 requests
 * and 10 s. Every answer must be a well-formed HTTP/1.1 response under 500 (or 501 for an unknown
 * method), or a clean close of
 * a request whose framing broke; afterwards the stack still answers /rest/v1.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 35);
const MAX_REQUESTS = 300;
const MAX_MS = 10_000;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const int = (random: Random, max: number) => Math.floor(random() * (max + 1));

function randomBytes(random: Random, length: number, alphabet?: string): string {
  let text = '';
  for (let i = 0; i < length; i += 1)
    text += alphabet
      ? alphabet[int(random, alphabet.length - 1)]
      : String.fromCharCode(int(random, 255));
  return text;
}

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~";
const PATH = `${TOKEN}/?=&:@;,()[]"<>{}\\ `;

function method(random: Random): string {
  return pick(random, [
    () => pick(random, ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    () => pick(random, ['TRACE', 'CONNECT', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'LINK']),
    () => pick(random, ['get', 'Post', 'G\x00T', '', ' ', 'GET GET']),
    () => randomBytes(random, 1 + int(random, 12), TOKEN),
    () => randomBytes(random, 1 + int(random, 6)),
  ])();
}

function target(random: Random, stack: Stack): string {
  return pick(random, [
    () =>
      pick(random, [
        '/',
        '/rest/v1/',
        '/rest/v1/videos?select=id&limit=1',
        '/rest/v1/videos?select=id,title&title=eq.x&order=id',
        '/rest/v1/rpc/fuzz_nothing',
        '/auth/v1/health',
        '/auth/v1/settings',
        '/auth/v1/token?grant_type=password',
        '/auth/v1/signup',
        '/storage/v1/object/public/fuzz/none.txt',
        '/storage/v1/bucket',
        '/storage/v1/upload/resumable',
        '/functions/v1/fuzz-none',
        '/_dev/mail?format=json',
        '/_dev/checkout',
        '/nowhere',
      ]),
    () =>
      pick(random, [
        '*',
        'http://[::1/',
        'http://[::1]/rest/v1/',
        `${stack.url}/auth/v1/health`,
        'ftp://x/',
        'example.com:443',
        '//x//y',
      ]),
    () => `/${randomBytes(random, int(random, 200), PATH)}`,
    () =>
      `/rest/v1/${randomBytes(random, int(random, 80), PATH)}?${randomBytes(random, int(random, 80), PATH)}`,
    () => `/${randomBytes(random, int(random, 60))}`,
    () => `/${'a'.repeat(10_000 + int(random, 30_000))}`,
  ])();
}

function headerLines(random: Random, stack: Stack): string[] {
  const host = new URL(stack.url).host;
  const lines: string[] = [];
  const hostChoice = pick(random, [
    host,
    host,
    host,
    '[::1',
    'a b',
    '',
    'x:99999',
    'user@h',
    'ok.example',
  ]);
  if (random() < 0.9) lines.push(`Host: ${hostChoice}`);
  if (random() < 0.1) lines.push(`Host: second.example`);
  if (random() < 0.5)
    lines.push(`apikey: ${pick(random, [stack.anonKey, stack.serviceRoleKey, 'nope', ''])}`);
  if (random() < 0.3)
    lines.push(`Authorization: Bearer ${pick(random, [stack.anonKey, 'x.y.z', ''])}`);
  if (random() < 0.4)
    lines.push(
      `Content-Type: ${pick(random, ['application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', randomBytes(random, 20)])}`,
    );
  if (random() < 0.2)
    lines.push(
      `Prefer: ${pick(random, ['return=representation', 'count=exact', randomBytes(random, 30, PATH)])}`,
    );
  if (random() < 0.1) lines.push('Upgrade: websocket', 'Connection: Upgrade');
  if (random() < 0.1) lines.push('Expect: 100-continue');
  if (random() < 0.1)
    lines.push(`Range: ${pick(random, ['bytes=0-1', 'bytes=x', randomBytes(random, 10)])}`);
  if (random() < 0.1)
    lines.push(
      `Origin: ${pick(random, ['http://127.0.0.1:4173', 'null', randomBytes(random, 10)])}`,
    );
  for (let i = int(random, 3); i > 0; i -= 1)
    lines.push(
      `${randomBytes(random, 1 + int(random, 16), TOKEN)}: ${randomBytes(random, int(random, 40))}`,
    );
  if (random() < 0.05) lines.push(`X-Long: ${'v'.repeat(20_000 + int(random, 20_000))}`);
  if (random() < 0.05) lines.push(randomBytes(random, 1 + int(random, 30)));
  return lines;
}

/** A body with framing the parser can settle without waiting: exact length, or chunked. */
function framedBody(random: Random): { headers: string[]; body: string } {
  const payload = pick(random, [
    () => '',
    () => '{"title":"fuzz"}',
    () => `{"${randomBytes(random, 8, TOKEN)}":${JSON.stringify(randomBytes(random, 30))}}`,
    () => randomBytes(random, int(random, 2000)),
    () => '['.repeat(500 + int(random, 2000)),
  ])();
  const length = Buffer.byteLength(payload, 'latin1');
  return pick(random, [
    () => ({ headers: [], body: '' }),
    () => ({ headers: [`Content-Length: ${length}`], body: payload }),
    () => ({
      headers: ['Transfer-Encoding: chunked'],
      body: `${length.toString(16)}\r\n${payload}\r\n0\r\n\r\n`,
    }),
    () => ({ headers: ['Transfer-Encoding: chunked'], body: `zz\r\n${payload}\r\n0\r\n\r\n` }),
    () => ({
      headers: [`Content-Length: ${length}`, `Content-Length: ${length + 1}`],
      body: payload,
    }),
    () => ({ headers: [`Content-Length: -1`], body: payload }),
  ])();
}

function fuzzRequest(random: Random, stack: Stack): string {
  const version = pick(random, [
    'HTTP/1.1',
    'HTTP/1.1',
    'HTTP/1.1',
    'HTTP/1.0',
    'HTTP/2.0',
    'HTTP/9.9',
    'HTTX',
  ]);
  const { headers, body } = framedBody(random);
  const lines = [...headerLines(random, stack), ...headers, 'Connection: close'];
  return `${method(random)} ${target(random, stack)} ${version}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Why an answer is not acceptable, or null when it is. */
function fault(answer: RawAnswer): string | null {
  if (answer.timedOut) return 'no answer and no close within 3 s';
  if (answer.raw === '') return null;
  if (!/^HTTP\/1\.1 \d{3} [^\r\n]*\r\n/.test(answer.raw))
    return `not an HTTP response: ${JSON.stringify(answer.raw.slice(0, 80))}`;
  if (!answer.raw.includes('\r\n\r\n')) return 'a response head that never ended';
  // 501 is the answer to a method no service implements (HTTP's own status for it); any other
  // 5xx is a fault of the server.
  if (answer.status === null || (answer.status >= 500 && answer.status !== 501))
    return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  return null;
}

describe('the HTTP layer under random requests', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine: 'pglite' });
  });
  afterAll(() => stack?.stop());

  it(`answers every one of up to ${MAX_REQUESTS} random requests (seed ${SEED}) and goes on serving`, async () => {
    const random = seededRandom(SEED);
    const started = Date.now();
    const faults: string[] = [];
    let sent = 0;
    while (sent < MAX_REQUESTS && Date.now() - started < MAX_MS) {
      const request = fuzzRequest(random, stack);
      sent += 1;
      const answer = await rawRequest(stack.url, request, { timeoutMs: 3000 });
      const problem = fault(answer);
      if (problem) faults.push(`#${sent} ${JSON.stringify(request.slice(0, 160))}: ${problem}`);
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThan(50);
    const response = await fetch(`${stack.url}/rest/v1/videos?select=id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(200);
  });
});
