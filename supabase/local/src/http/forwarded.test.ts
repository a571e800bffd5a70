import { describe, expect, it } from 'vitest';
import { forwardedFor, peerAddress } from './forwarded.ts';

describe('peerAddress', () => {
  it('writes IPv4-mapped IPv6 peers as IPv4 and keeps real IPv6', () => {
    expect(peerAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(peerAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(peerAddress('::1')).toBe('::1');
    expect(peerAddress('2001:db8::7')).toBe('2001:db8::7');
  });

  it('is null without a usable address', () => {
    expect(peerAddress(undefined)).toBeNull();
    expect(peerAddress('')).toBeNull();
    expect(peerAddress('not-an-address')).toBeNull();
  });
});

describe('forwardedFor', () => {
  it('appends the connection address to what the caller sent, never replacing it', () => {
    expect(forwardedFor('198.51.100.7', '127.0.0.1')).toBe('198.51.100.7, 127.0.0.1');
    expect(forwardedFor(' 1.2.3.4, 5.6.7.8 ', '127.0.0.3')).toBe('1.2.3.4, 5.6.7.8, 127.0.0.3');
  });

  it('is the connection address alone when the caller sent none', () => {
    expect(forwardedFor(null, '127.0.0.1')).toBe('127.0.0.1');
    expect(forwardedFor('   ', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('leaves the header as sent when the socket has no address', () => {
    expect(forwardedFor('1.2.3.4', null)).toBe('1.2.3.4');
    expect(forwardedFor(null, null)).toBeNull();
  });
});
