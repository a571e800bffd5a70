import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/raw-http.ts';
import { startStack, type Stack } from './support/stack.ts';

/**
 * Issue 35 §1: no request line, method, Host header, target form or header value can take the
 * gateway down. Each request is written by hand on a raw socket, exactly as an attacker would
 * send it; each must get a 4xx with the gateway's JSON error, and the stack must go on serving.
 * Gateway-level, so one engine (PGlite) is enough.
 */
describe('the gateway answers malformed requests with a 4xx and keeps serving', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine: 'pglite' });
  });
  afterAll(() => stack?.stop());

  async function stillServing() {
    const response = await fetch(`${stack.url}/rest/v1/videos?select=id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(200);
  }

  const host = () => new URL(stack.url).host;

  const cases: { name: string; request: () => string; status: number }[] = [
    { name: 'TRACE', request: () => `TRACE / HTTP/1.1\r\nHost: ${host()}\r\n\r\n`, status: 405 },
    {
      name: 'TRACE on an API route',
      request: () => `TRACE /rest/v1/videos HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 405,
    },
    {
      name: 'CONNECT',
      request: () => `CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`,
      status: 405,
    },
    {
      name: 'a WebDAV method',
      request: () => `PROPFIND / HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 501,
    },
    {
      name: 'a lowercase method',
      request: () => `get / HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 501,
    },
    { name: 'a garbage request line', request: () => `GARBAGE\r\n\r\n`, status: 400 },
    {
      name: 'an absolute-form target with a broken IPv6 literal',
      request: () => `GET http://[::1/ HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 400,
    },
    {
      name: 'an unparsable Host',
      request: () => `GET /rest/v1/ HTTP/1.1\r\nHost: [::1\r\n\r\n`,
      status: 400,
    },
    {
      name: 'a Host with a space',
      request: () => `GET / HTTP/1.1\r\nHost: a b\r\n\r\n`,
      status: 400,
    },
    {
      name: 'a Host with a port out of range',
      request: () => `GET / HTTP/1.1\r\nHost: a:99999\r\n\r\n`,
      status: 400,
    },
    { name: 'no Host on HTTP/1.1', request: () => `GET /rest/v1/ HTTP/1.1\r\n\r\n`, status: 400 },
    {
      name: 'two Host headers',
      request: () => `GET / HTTP/1.1\r\nHost: ${host()}\r\nHost: example.com\r\n\r\n`,
      status: 400,
    },
    {
      name: 'an asterisk-form GET',
      request: () => `GET * HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 400,
    },
    {
      name: 'an authority-form GET',
      request: () => `GET example.com:443 HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 400,
    },
    {
      name: 'a 20 KB target',
      request: () => `GET /rest/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 414,
    },
    {
      name: 'a 40 KB target',
      request: () => `GET /${'a'.repeat(40_000)} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      status: 414,
    },
    {
      name: 'a 40 KB header',
      request: () => `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
      status: 431,
    },
    {
      name: 'a control character in a header value',
      request: () => `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Bad: a\x01b\r\n\r\n`,
      status: 400,
    },
    {
      name: 'a space in a header name',
      request: () => `GET / HTTP/1.1\r\nHost: ${host()}\r\nX Bad: 1\r\n\r\n`,
      status: 400,
    },
    {
      name: 'two Content-Lengths',
      request: () =>
        `POST /rest/v1/videos HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
      status: 400,
    },
  ];

  it.each(cases)('$name → $status', async ({ request, status }) => {
    const answer = await rawRequest(stack.url, request(), { timeoutMs: 5000 });
    expect(answer.timedOut).toBe(false);
    expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} \\S`));
    expect(answer.headers['content-type']).toContain('application/json');
    // The request's framing is not trusted: nothing more is read on that connection.
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(
      expect.objectContaining({ message: expect.any(String) }),
    );
    await stillServing();
  });

  it('closes the connection on a body whose chunked framing breaks after the head was accepted', async () => {
    const answer = await rawRequest(
      stack.url,
      `POST /rest/v1/rpc/x HTTP/1.1\r\nHost: ${host()}\r\napikey: ${stack.anonKey}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n`,
    );
    // The request was already being answered: no second answer can be framed, only a close.
    expect(answer.timedOut).toBe(false);
    expect(answer.raw).toBe('');
    await stillServing();
  });

  it('answers OPTIONS * and an absolute-form target like any other request', async () => {
    const star = await rawRequest(
      stack.url,
      `OPTIONS * HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expect(star.status).toBe(204);
    const absolute = await rawRequest(
      stack.url,
      `GET ${stack.url}/rest/v1/videos?select=id&limit=1&apikey=${stack.anonKey} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(200);
  });

  it('answers an HTTP/1.0 request without Host as addressed to itself', async () => {
    const answer = await rawRequest(
      stack.url,
      `GET /rest/v1/videos?select=id&limit=1 HTTP/1.0\r\napikey: ${stack.anonKey}\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
  });
});
