import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, uniqueEmail } from './support/auth.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

describe.each(engines)('auth sign-in rate limits on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  async function attempt(email: string, password: string, ip: string) {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': `${ip}, 10.0.0.1`,
      },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('allows 10 attempts per email in 5 minutes, even from different addresses', async () => {
    const member = await confirmedUser(stack);
    for (let i = 0; i < 10; i++) {
      expect(
        (await attempt(member.email.toUpperCase(), 'wrong-password', `198.51.100.${i}`)).status,
      ).toBe(400);
    }
    const blocked = await attempt(member.email, member.password, '198.51.100.99');
    expect(blocked).toEqual({
      status: 429,
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });

    // The window is five minutes: once the attempts are older, the right password works again.
    await stack.gateway.db.query(
      `update auth.sign_in_attempts set attempted_at = now() - interval '6 minutes'`,
    );
    expect((await attempt(member.email, member.password, '198.51.100.99')).status).toBe(200);
  });

  it('allows 30 attempts per client IP in 5 minutes, whatever the email', async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        (await attempt(uniqueEmail(`spray${i}`), 'wrong-password', '203.0.113.7')).status,
      ).toBe(400);
    }
    const blocked = await attempt(uniqueEmail('spray-last'), 'wrong-password', '203.0.113.7');
    expect(blocked.status).toBe(429);
    const client = stack.client();
    const other = await client.auth.signInWithPassword({
      email: uniqueEmail('elsewhere'),
      password: 'wrong-password',
    });
    expect(other.error?.code).toBe('invalid_credentials');
  });
});
