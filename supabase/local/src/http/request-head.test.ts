import { describe, expect, it } from 'vitest';
import {
  MAX_TARGET_BYTES,
  parseErrorStatus,
  readRequestHead,
  type RequestHead,
} from './request-head.ts';

function verdict(head: Partial<RequestHead>) {
  return readRequestHead(
    { method: 'GET', target: '/rest/v1/', hosts: ['127.0.0.1:54321'], httpVersion: '1.1', ...head },
    '127.0.0.1:54321',
  );
}

const status = (head: Partial<RequestHead>) => {
  const result = verdict(head);
  return result.ok ? 'ok' : result.status;
};

describe('readRequestHead', () => {
  it('routes origin-form targets against the Host, keeping a leading // as a path', () => {
    const result = verdict({ target: '//rest/v1/x?a=1', hosts: ['example.test:80'] });
    expect(result.ok && result.url.href).toBe('http://example.test//rest/v1/x?a=1');
  });

  it('refuses methods no service serves: 405 for TRACE and CONNECT, 501 for the rest', () => {
    expect(status({ method: 'TRACE' })).toBe(405);
    expect(status({ method: 'CONNECT' })).toBe(405);
    expect(status({ method: 'PROPFIND' })).toBe(501);
    expect(status({ method: 'PURGE' })).toBe(501);
    const refusal = verdict({ method: 'TRACE' });
    expect(!refusal.ok && refusal.headers?.allow).toContain('PATCH');
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(status({ method })).toBe('ok');
  });

  it('refuses Host headers that do not parse, and more than one', () => {
    expect(status({ hosts: ['[::1'] })).toBe(400);
    expect(status({ hosts: ['a b'] })).toBe(400);
    expect(status({ hosts: ['user@host'] })).toBe(400);
    expect(status({ hosts: ['host:99999'] })).toBe(400);
    expect(status({ hosts: ['a', 'b'] })).toBe(400);
    expect(status({ hosts: ['[::1]:54321'] })).toBe('ok');
  });

  it('needs a Host on HTTP/1.1 and takes its own on HTTP/1.0', () => {
    expect(status({ hosts: [] })).toBe(400);
    const result = verdict({ hosts: [], httpVersion: '1.0' });
    expect(result.ok && result.url.host).toBe('127.0.0.1:54321');
  });

  it('reads absolute-form targets and refuses broken ones', () => {
    expect(status({ target: 'http://[::1/' })).toBe(400);
    expect(status({ target: 'ftp://host/x' })).toBe(400);
    expect(status({ target: 'http://u:p@host/x' })).toBe(400);
    const result = verdict({ target: 'http://[::1]:54321/rest/v1/?select=id' });
    expect(result.ok && result.url.pathname).toBe('/rest/v1/');
  });

  it('serves OPTIONS * and refuses other asterisk- and authority-form targets', () => {
    expect(status({ method: 'OPTIONS', target: '*' })).toBe('ok');
    expect(status({ target: '*' })).toBe(400);
    expect(status({ target: 'example.com:443' })).toBe(400);
  });

  it('refuses targets over the limit with 414', () => {
    expect(status({ target: `/${'a'.repeat(MAX_TARGET_BYTES)}` })).toBe(414);
    expect(status({ target: `/${'a'.repeat(MAX_TARGET_BYTES - 1)}` })).toBe('ok');
  });
});

describe('parseErrorStatus', () => {
  const raw = (text: string) => Buffer.from(text, 'latin1');

  it('tells a too-long request line (414) from too many header bytes (431)', () => {
    expect(parseErrorStatus('HPE_HEADER_OVERFLOW', raw(`GET /${'a'.repeat(40_000)}`))).toBe(414);
    expect(
      parseErrorStatus('HPE_HEADER_OVERFLOW', raw(`GET / HTTP/1.1\r\nX: ${'a'.repeat(40_000)}`)),
    ).toBe(431);
  });

  it('answers an unknown method on a well-formed line with 501 and garbage with 400', () => {
    expect(parseErrorStatus('HPE_INVALID_METHOD', raw('get / HTTP/1.1\r\nHost: a\r\n\r\n'))).toBe(
      501,
    );
    expect(parseErrorStatus('HPE_INVALID_METHOD', raw('GARBAGE\r\n\r\n'))).toBe(400);
    expect(parseErrorStatus('HPE_INVALID_HEADER_TOKEN', undefined)).toBe(400);
    expect(parseErrorStatus('HPE_HEADERS_TIMEOUT', undefined)).toBe(408);
  });
});
