import { describe, expect, it } from 'vitest';
import type { ApiKeys } from '../keys.ts';
import { devToolRefusal, isLoopbackBind } from './dev-tools.ts';

const KEYS: ApiKeys = {
  jwtSecret: 'secret',
  anonKey: 'anon.key.value',
  serviceRoleKey: 'service.key.value',
  stripeWebhookSecret: 'whsec_x',
};

function refused(bindHost: string, target: string, headers: Record<string, string> = {}) {
  const req = new Request(`http://local${target}`, { headers });
  return devToolRefusal(bindHost, KEYS, req, new URL(req.url))?.status ?? null;
}

describe('isLoopbackBind', () => {
  it('knows loopback binds from those reachable from elsewhere', () => {
    for (const host of [
      '127.0.0.1',
      '127.3.2.1',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopbackBind(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '[::]',
      '192.168.1.20',
      '10.0.0.1',
      'my-laptop',
      '::ffff:10.0.0.1',
      '128.0.0.1',
      '',
    ])
      expect(isLoopbackBind(host), host).toBe(false);
  });
});

describe('devToolRefusal', () => {
  it('lets everyone in on a loopback bind', () => {
    expect(refused('127.0.0.1', '/_dev/mail')).toBeNull();
  });

  it('needs the service-role key elsewhere: apikey header, url param or bearer', () => {
    expect(refused('0.0.0.0', '/_dev/mail')).toBe(401);
    expect(refused('0.0.0.0', '/_dev/mail', { apikey: KEYS.anonKey })).toBe(401);
    expect(refused('0.0.0.0', '/_dev/mail', { authorization: `Bearer ${KEYS.anonKey}` })).toBe(401);
    expect(refused('0.0.0.0', '/_dev/mail', { apikey: KEYS.serviceRoleKey })).toBeNull();
    expect(refused('0.0.0.0', `/_dev/mail?apikey=${KEYS.serviceRoleKey}`)).toBeNull();
    expect(
      refused('::', '/_dev/checkout', { authorization: `Bearer ${KEYS.serviceRoleKey}` }),
    ).toBeNull();
  });
});
