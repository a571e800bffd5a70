import { describe, expect, it } from 'vitest';
import { addClientAddress } from './client-address.ts';

function headersAfter(peer: string | undefined, sent: Record<string, string> = {}): Headers {
  const headers = new Headers(sent);
  addClientAddress(headers, peer);
  return headers;
}

describe('addClientAddress', () => {
  it('names the TCP peer in cf-connecting-ip and x-forwarded-for', () => {
    const headers = headersAfter('203.0.113.7');
    expect(headers.get('cf-connecting-ip')).toBe('203.0.113.7');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('replaces a cf-connecting-ip the client sent and appends the peer to its x-forwarded-for', () => {
    const headers = headersAfter('198.51.100.2', {
      'cf-connecting-ip': '192.0.2.1',
      'x-forwarded-for': '192.0.2.1, 10.0.0.1',
    });
    expect(headers.get('cf-connecting-ip')).toBe('198.51.100.2');
    expect(headers.get('x-forwarded-for')).toBe('192.0.2.1, 10.0.0.1, 198.51.100.2');
  });

  it('writes IPv4 peers of a dual-stack socket as IPv4 and keeps IPv6 peers as they are', () => {
    expect(headersAfter('::ffff:127.0.0.2').get('cf-connecting-ip')).toBe('127.0.0.2');
    expect(headersAfter('2001:db8::1').get('cf-connecting-ip')).toBe('2001:db8::1');
  });

  it('leaves no forged address when the peer is unknown', () => {
    const headers = headersAfter(undefined, { 'cf-connecting-ip': '192.0.2.1' });
    expect(headers.get('cf-connecting-ip')).toBeNull();
    expect(headers.get('x-forwarded-for')).toBeNull();
  });
});
