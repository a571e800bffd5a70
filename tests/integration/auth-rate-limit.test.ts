import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, uniqueEmail } from './support/auth.ts';
import { fetchFrom, freshAddress } from './support/network.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Auth's limits are GoTrue's: per client address (the TCP peer; X-Forwarded-For only from a
// trusted proxy), never per account, so nobody can lock someone else out. supabase/config.toml's
// [auth.rate_limit] keeps the CLI's token_refresh = 150: /token takes 30 requests at once from
// one address, then one every 2 s.
/** Callers get their own address by connecting from another loopback address (support/network.ts), which a hosted project cannot see: these run on supabase/local only. */
const onHosted = parityEngines.includes('hosted');

const RATE_LIMITED = {
  status: 429,
  body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POST /auth/v1/token?grant_type=password over a connection from `address`. */
async function passwordFrom(
  stack: Stack,
  address: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetchFrom(address)(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Sends cheap /token requests (no email: refused after the limit is taken, no bcrypt) from
 * `address` until one is rate limited; answers how many got through (GoTrue's burst is 30).
 */
async function exhaustTokenLimit(
  stack: Stack,
  address: string,
  headersFor: (i: number) => Record<string, string> = () => ({}),
): Promise<number> {
  for (let i = 0; i < 60; i++) {
    const answer = await passwordFrom(stack, address, '', '', headersFor(i));
    if (answer.status === 429) {
      expect(answer).toEqual(RATE_LIMITED);
      return i;
    }
    expect(answer.body.code).toBe('validation_failed');
  }
  throw new Error(`60 requests from ${address} and none was rate limited`);
}

describe.skipIf(onHosted).each(parityEngines)('auth limits per client address on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  // 50 bcrypt comparisons (bcryptjs, on the gateway's thread): slow on a busy machine.
  it(
    'lets the owner sign in at once after 50 wrong passwords for their email from other addresses',
    {
      timeout: 180_000,
    },
    async () => {
      const victim = await confirmedUser(stack);
      const attacker = async (round: number) => {
        const address = freshAddress();
        for (let i = 0; i < 10; i++) {
          const answer = await passwordFrom(stack, address, victim.email, `wrong-${round}-${i}`);
          expect(answer.body.code).toBe('invalid_credentials');
        }
      };
      await Promise.all([0, 1, 2, 3, 4].map(attacker));
      const own = await passwordFrom(stack, freshAddress(), victim.email, victim.password);
      expect(own.status).toBe(200);
      expect(own.body.access_token).toEqual(expect.any(String));
    },
  );

  it("refuses an address after its burst of 30, whatever X-Forwarded-For it claims, and no one else's", async () => {
    const member = await confirmedUser(stack);
    const attacker = freshAddress();
    // A new forged address each time: the limit must not be keyed by it.
    const allowed = await exhaustTokenLimit(stack, attacker, (i) => ({
      'x-forwarded-for': `198.51.100.${i}`,
      'x-real-ip': `198.51.100.${i}`,
      'cf-connecting-ip': `198.51.100.${i}`,
    }));
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThan(35);

    // The right password from the attacker's address waits too; the owner's address does not.
    expect(await passwordFrom(stack, attacker, member.email, member.password)).toEqual(
      RATE_LIMITED,
    );
    expect((await passwordFrom(stack, freshAddress(), member.email, member.password)).status).toBe(
      200,
    );

    // The bucket refills with time: a minute later (0.5 a second) the address may try again.
    await stack.gateway.db.query(
      `update auth.rate_limit_buckets set updated_at = updated_at - interval '1 minute'
        where key = $1`,
      [`ip:token:${attacker}`],
    );
    expect((await passwordFrom(stack, attacker, member.email, member.password)).status).toBe(200);
  });

  it('limits sign-ups per address with their own bucket (sign_in_sign_ups)', async () => {
    const address = freshAddress();
    let allowed = 0;
    for (; allowed < 60; allowed++) {
      const response = await fetchFrom(address)(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        // A too-short password: refused after the limit is taken, so no account or mail is made.
        body: JSON.stringify({ email: uniqueEmail('signup-burst'), password: 'short' }),
      });
      if (response.status === 429) break;
      expect(response.status).toBe(422);
    }
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThan(35);
    // Sign-ins from that address are a different limit.
    const member = await confirmedUser(stack);
    expect((await passwordFrom(stack, address, member.email, member.password)).status).toBe(200);
  });

  it('limits /otp per address with its own bucket, before the request is read (sign_in_sign_ups)', async () => {
    const address = freshAddress();
    const post = (path: string, body: unknown) =>
      fetchFrom(address)(`${stack.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
    let allowed = 0;
    for (; allowed < 60; allowed++) {
      // No address: refused after the limit is taken, so no account or mail is made.
      const response = await post('otp', {});
      if (response.status === 429) {
        expect(await response.json()).toEqual(RATE_LIMITED.body);
        break;
      }
      expect(response.status).toBe(400);
    }
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThan(35);
    // Sign-ups from that address have their own bucket, as GoTrue's Signups limiter.
    expect(
      (await post('signup', { email: uniqueEmail('after-otp'), password: 'short' })).status,
    ).toBe(422);
  });

  it("counts PKCE code exchanges in the address's /token bucket (token_refresh)", async () => {
    // Made first: the bucket takes a token back every 2 s, and a sign-up made after the burst
    // could outlast that on a busy runner.
    const member = await confirmedUser(stack);
    const address = freshAddress();
    let allowed = 0;
    for (; allowed < 60; allowed++) {
      const response = await fetchFrom(address)(`${stack.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'v'.repeat(43) }),
      });
      if (response.status === 429) break;
      expect(response.status).toBe(404);
    }
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(allowed).toBeLessThan(35);
    // One bucket for every grant: the right password from that address waits too.
    expect(await passwordFrom(stack, address, member.email, member.password)).toEqual(RATE_LIMITED);
  });
});

describe.skipIf(onHosted).each(parityEngines)('auth behind a trusted proxy on %s', (engine) => {
  const proxy = freshAddress();
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine, trustedProxies: [proxy] });
  });
  afterAll(() => stack?.stop());

  it("keys the limits by the client a trusted proxy forwards, the rightmost hop it didn't add", async () => {
    const member = await confirmedUser(stack);
    // What the client itself wrote (the left hop) is ignored; the proxy appended 203.0.113.10.
    const viaProxy = (client: string, password: string) =>
      passwordFrom(stack, proxy, member.email, password, {
        'x-forwarded-for': `192.0.2.99, ${client}`,
      });
    const allowed = await exhaustTokenLimit(stack, proxy, () => ({
      'x-forwarded-for': '192.0.2.99, 203.0.113.10',
    }));
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(await viaProxy('203.0.113.10', member.password)).toEqual(RATE_LIMITED);

    const other = await viaProxy('203.0.113.11', member.password);
    expect(other.status).toBe(200);
    const { rows } = await stack.gateway.db.query<{ ip: string }>(
      'select host(ip) as ip from auth.sessions where user_id = $1',
      [member.id],
    );
    expect(rows.map((row) => row.ip)).toEqual(['203.0.113.11']);
  });

  it('trusts X-Forwarded-For from no other address', async () => {
    const member = await confirmedUser(stack);
    const direct = freshAddress();
    const answer = await passwordFrom(stack, direct, member.email, member.password, {
      'x-forwarded-for': '203.0.113.12',
    });
    expect(answer.status).toBe(200);
    const { rows } = await stack.gateway.db.query<{ ip: string }>(
      'select host(ip) as ip from auth.sessions where user_id = $1',
      [member.id],
    );
    expect(rows.map((row) => row.ip)).toEqual([direct]);
  });
});

describe.skipIf(onHosted).each(parityEngines)('the project-wide email_sent on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    // email_sent = 1, as config.toml would set it with [auth.email.smtp] enabled.
    stack = await startStack({ engine, sendEmailHook: false, authRateLimits: { emailSent: 1 } });
  });
  afterAll(() => stack?.stop());

  it('refuses the next auth mail of the hour, to anyone, and keeps no account for it', async () => {
    const signUp = (email: string) =>
      fetchFrom(freshAddress())(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email, password: 'correct-horse-1' }),
      });
    expect((await signUp(uniqueEmail('first-mail'))).status).toBe(200);
    const second = uniqueEmail('second-mail');
    const refused = await signUp(second);
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 429,
      body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
    });
    const { rows } = await stack.gateway.db.query('select 1 from auth.users where email = $1', [
      second.toLowerCase(),
    ]);
    expect(rows).toHaveLength(0);
  });
});
