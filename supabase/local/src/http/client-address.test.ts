import { describe, expect, it } from 'vitest';
import {
  addClientAddress,
  clientAddress,
  limitedAddress,
  requestClientAddress,
  trustedProxiesFrom,
} from './client-address.ts';

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

describe('clientAddress behind trusted proxies', () => {
  const trusted = trustedProxiesFrom(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', null)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '198.51.100.1', null)).toBe('10.0.0.1');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
  });

  it('is the rightmost hop that is not a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.9, 203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', '198.51.100.9, 203.0.113.5, 192.0.2.7', trusted)).toBe(
      '203.0.113.5',
    );
    expect(clientAddress('::ffff:10.0.0.1', ' 203.0.113.5 ', trusted)).toBe('203.0.113.5');
    expect(clientAddress('fd00::1', '2001:db8::5', trusted)).toBe('2001:db8::5');
  });

  it('stops at a hop that is not an address, on the last proxy that wrote one', () => {
    expect(clientAddress('10.0.0.1', 'garbage, 192.0.2.7', trusted)).toBe('192.0.2.7');
    expect(clientAddress('10.0.0.1', '203.0.113.5, unknown', trusted)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', null, trusted)).toBe('10.0.0.1');
  });

  it('names the leftmost hop of a chain of trusted proxies', () => {
    expect(clientAddress('10.0.0.1', '10.0.0.3, 10.0.0.2', trusted)).toBe('10.0.0.3');
  });

  it('puts the forwarded client in cf-connecting-ip and still appends the peer', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.9, 203.0.113.5' });
    addClientAddress(headers, '10.0.0.1', trusted);
    expect(headers.get('cf-connecting-ip')).toBe('203.0.113.5');
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.9, 203.0.113.5, 10.0.0.1');
  });

  it('refuses entries that are not addresses or CIDR blocks', () => {
    expect(trustedProxiesFrom([])).toBeNull();
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x']) {
      expect(() => trustedProxiesFrom([bad])).toThrow(/not an IP address or CIDR/);
    }
  });
});

describe('requestClientAddress', () => {
  it("reads the gateway's cf-connecting-ip, and 'unknown' without one", () => {
    const req = (headers: Record<string, string>) => new Request('http://x/', { headers });
    expect(requestClientAddress(req({ 'cf-connecting-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(requestClientAddress(req({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown');
    expect(requestClientAddress(req({ 'cf-connecting-ip': 'not an ip' }))).toBe('unknown');
  });
});

describe('limitedAddress', () => {
  it('keeps IPv4 addresses and counts IPv6 ones by their /64', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('::ffff:192.0.2.1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedAddress('unknown')).toBe('unknown');
  });
});
