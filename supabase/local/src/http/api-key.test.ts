import { describe, expect, it } from 'vitest';
import type { ApiKeyPolicy } from '../context.ts';
import type { ApiKeys } from '../keys.ts';
import { apiKeyRefusal } from './api-key.ts';

const KEYS: ApiKeys = {
  jwtSecret: 'secret',
  anonKey: 'anon.key.value',
  serviceRoleKey: 'service.key.value',
  stripeWebhookSecret: 'whsec_x',
};

async function verdict(
  policy: ApiKeyPolicy,
  target: string,
  init: RequestInit = {},
): Promise<string | null> {
  const req = new Request(`http://local${target}`, init);
  const refusal = apiKeyRefusal(policy, KEYS, req, new URL(req.url));
  return refusal ? ((await refusal.json()) as { message: string }).message : null;
}

describe('apiKeyRefusal', () => {
  it('accepts exactly the anon and service-role keys, from the header or the url', async () => {
    expect(await verdict('required', '/x', { headers: { apikey: KEYS.anonKey } })).toBeNull();
    expect(
      await verdict('required', '/x', { headers: { apikey: KEYS.serviceRoleKey } }),
    ).toBeNull();
    expect(await verdict('required', `/x?apikey=${KEYS.anonKey}`)).toBeNull();
    expect(await verdict('required', '/x', { headers: { apikey: `${KEYS.anonKey}x` } })).toBe(
      'Invalid API key',
    );
  });

  it('reads the header before the url param, as Kong does', async () => {
    const init = { headers: { apikey: KEYS.anonKey } };
    expect(await verdict('required', '/x?apikey=wrong', init)).toBeNull();
    expect(
      await verdict('required', `/x?apikey=${KEYS.anonKey}`, { headers: { apikey: 'wrong' } }),
    ).toBe('Invalid API key');
  });

  it('tells a missing key from a wrong one, per policy', async () => {
    expect(await verdict('required', '/x')).toBe('No API key found in request');
    expect(await verdict('required', '/x', { headers: { apikey: '' } })).toBe(
      'No API key found in request',
    );
    expect(await verdict('checked', '/x')).toBeNull();
    expect(await verdict('checked', '/x', { headers: { apikey: 'wrong' } })).toBe(
      'Invalid API key',
    );
    expect(await verdict('open', '/x', { headers: { apikey: 'wrong' } })).toBeNull();
  });

  it('leaves CORS preflights alone', async () => {
    expect(await verdict('required', '/x?apikey=wrong', { method: 'OPTIONS' })).toBeNull();
  });
});
