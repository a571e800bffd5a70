import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  FIXTURE_FUNCTIONS,
  expectInvoked,
  forgedAnonKey,
  invokeFailure,
  mailTo,
  uniqueEmail,
} from './support/functions.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

interface Echo {
  method: string;
  path: string;
  search: string;
  header: string | null;
  authorization: string | null;
  apikey: string | null;
  contentType: string | null;
  clientInfo: string | null;
  body: string | null;
  env: {
    present: Record<string, boolean>;
    values: Record<string, string | undefined>;
    anonKey: string;
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe.each(parityEngines)('edge functions through /functions/v1 on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    // Set in the gateway's own environment: a function must not see it.
    process.env.LAUGHLOOP_PARENT_ONLY = 'parent secret';
    stack = await startStack({ engine, functionsDir: FIXTURE_FUNCTIONS });
  });
  afterAll(async () => {
    await stack?.stop();
    delete process.env.LAUGHLOOP_PARENT_ONLY;
  });

  it(
    'boots the worker on first invoke, then answers warm',
    async () => {
      const client = stack.client();
      const started = performance.now();
      const first = await client.functions.invoke<Echo>('echo', { body: { warm: false } });
      const cold = performance.now() - started;
      await expectInvoked(first.error);
      const warm: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const t = performance.now();
        const { error } = await client.functions.invoke('echo', { body: { i } });
        warm.push(performance.now() - t);
        await expectInvoked(error);
      }
      console.info(
        `[${engine}] echo invoke: cold ${cold.toFixed(0)} ms, warm median ${median(warm).toFixed(1)} ms`,
      );
      expect(median(warm)).toBeLessThan(cold);
    },
    FIRST_BOOT_MS,
  );

  it('passes method, path, body and the caller headers to the function', async () => {
    const { data, error } = await stack.client().functions.invoke<Echo>('echo', {
      body: { hello: 'world' },
      headers: { 'x-test-header': 'from the test' },
    });
    await expectInvoked(error);
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      search: '',
      header: 'from the test',
      authorization: `Bearer ${stack.anonKey}`,
      apikey: stack.anonKey,
      contentType: 'application/json',
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(data?.clientInfo).toMatch(/^supabase-js-node\/|^supabase-js\//);
  });

  it('shows the function its sub-path and query, and other methods', async () => {
    const { data, error } = await stack
      .client()
      .functions.invoke<Echo>('echo/items/42?sort=new', { method: 'GET' });
    await expectInvoked(error);
    expect(data).toMatchObject({
      method: 'GET',
      path: '/echo/items/42',
      search: '?sort=new',
      body: null,
    });
    const put = await stack
      .client()
      .functions.invoke<Echo>('echo', { method: 'PUT', body: 'plain words' });
    expect(put.data).toMatchObject({
      method: 'PUT',
      body: 'plain words',
      contentType: 'text/plain',
    });
  });

  it('gives the function the Supabase secrets and .env, and nothing of the parent environment', async () => {
    const { data } = await stack.client().functions.invoke<Echo>('echo', { body: {} });
    const env = data!.env;
    expect(env.present).toMatchObject({
      SUPABASE_URL: true,
      SUPABASE_ANON_KEY: true,
      SUPABASE_SERVICE_ROLE_KEY: true,
      SUPABASE_DB_URL: engine === 'postgres',
      SITE_URL: true,
      MAIL_API_URL: true,
      PAYMENT_SANDBOX_URL: true,
      STRIPE_WEBHOOK_SECRET: true,
      FIXTURE_GREETING: true,
      LAUGHLOOP_PARENT_ONLY: false,
    });
    expect(env.values).toEqual({
      SUPABASE_URL: stack.url,
      SITE_URL: 'http://127.0.0.1:4173',
      MAIL_API_URL: `${stack.url}/_dev/mail/send`,
      PAYMENT_SANDBOX_URL: `${stack.url}/_dev/checkout`,
      FIXTURE_GREETING: 'hello from .env',
    });
    expect(env.anonKey).toBe(stack.anonKey);
  });

  it('forwards a signed-in user’s JWT, which _shared/supabase.ts requireUser accepts', async () => {
    const email = uniqueEmail('fn-user');
    const admin = stack.client(stack.serviceRoleKey);
    const created = await admin.auth.admin.createUser({
      email,
      password: 'correct horse 1',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const user = stack.client();
    const signIn = await user.auth.signInWithPassword({ email, password: 'correct horse 1' });
    expect(signIn.error).toBeNull();
    const token = signIn.data.session!.access_token;

    const echo = await user.functions.invoke<Echo>('echo', { body: {} });
    expect(echo.data?.authorization).toBe(`Bearer ${token}`);
    const me = await user.functions.invoke<{ id: string; email: string }>('whoami', { body: {} });
    await expectInvoked(me.error);
    expect(me.data).toEqual({ id: created.data.user!.id, email });

    const anonymous = await stack.client().functions.invoke('whoami', { body: {} });
    expect(await invokeFailure(anonymous.error)).toEqual({
      status: 401,
      body: { error: 'Sign in required' },
    });
  });

  it('lets the function answer the CORS preflight, and adds no CORS headers of its own', async () => {
    const preflight = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(preflight.status).toBe(200);
    expect(await preflight.text()).toBe('ok');
    expect(preflight.headers.get('x-echo-preflight')).toBe('function');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type, x-retry-count',
    );
    const bare = await fetch(`${stack.url}/functions/v1/default-export`, {
      headers: { authorization: `Bearer ${stack.anonKey}`, origin: 'http://127.0.0.1:4173' },
    });
    expect(await bare.json()).toEqual({ shape: 'export default', path: '/default-export' });
    expect(bare.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects forged, malformed and missing JWTs like the Supabase router', async () => {
    // The real anon key as the apikey, so the gateway's key check passes and the router's JWT
    // check is the one that answers (a forged apikey is refused earlier: gateway-api-keys).
    const forged = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await forgedAnonKey()}`, apikey: stack.anonKey },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
    const garbage = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-jwt', apikey: stack.anonKey },
    });
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toEqual({ msg: 'Invalid JWT' });
    const missing = await fetch(`${stack.url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('answers 404 for unknown functions and for shared-code folders', async () => {
    for (const name of ['no-such-function', '_shared']) {
      const { error } = await stack.client().functions.invoke(name, { body: {} });
      expect(await invokeFailure(error)).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
      });
    }
  });

  it(
    'honours verify_jwt = false from supabase/config.toml',
    async () => {
      const response = await fetch(`${stack.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Webhook rejected: Missing Stripe-Signature header',
      });
    },
    FIRST_BOOT_MS,
  );

  it('reports a function that fails to load as 503 BOOT_ERROR with Deno’s error', async () => {
    const { error } = await stack.client().functions.invoke('broken', { body: {} });
    const failure = await invokeFailure(error);
    expect(failure.status).toBe(503);
    expect(failure.body).toMatchObject({ code: 'BOOT_ERROR' });
    expect((failure.body as { message: string }).message).toMatch(
      /failed to boot[\s\S]*fixture broken on purpose/,
    );
  });

  it(
    'starts a new worker after the old one died, for the very next call',
    async () => {
      const client = stack.client();
      // Several rounds: the next call used to reach the dying worker now and then (a pooled
      // socket to it, 500 'read ECONNRESET') when the router had not yet seen it exit.
      for (let round = 0; round < 8; round++) {
        const before = await client.functions.invoke<{ bootedAt: string }>('crash', {
          method: 'GET',
        });
        await expectInvoked(before.error);
        const dying = await client.functions.invoke('crash?exit=1', { method: 'GET' });
        expect(await invokeFailure(dying.error)).toMatchObject({
          status: 500,
          body: { code: 'WORKER_ERROR' },
        });
        const after = await client.functions.invoke<{ bootedAt: string }>('crash', {
          method: 'GET',
        });
        await expectInvoked(after.error);
        expect(after.data?.bootedAt).toMatch(/^[0-9a-f-]{36}$/);
        expect(after.data?.bootedAt).not.toBe(before.data?.bootedAt);
      }
    },
    FIRST_BOOT_MS,
  );

  it('sends mail through _shared/mail.ts into the /_dev/mail outbox', async () => {
    const to = uniqueEmail('fn-mail');
    const { data, error } = await stack.client().functions.invoke('send-test-mail', {
      body: { to, subject: 'Hello from Deno', text: 'It works.' },
    });
    await expectInvoked(error);
    expect(data).toEqual({ sent: true });
    const mail = await mailTo(stack, to);
    expect(mail.map((m) => [m.subject, m.text_body])).toEqual([['Hello from Deno', 'It works.']]);
  });

  it('rejects bad JSON with 400 and oversized bodies with 413 (_shared/http.ts)', async () => {
    const post = (body: string) =>
      fetch(`${stack.url}/functions/v1/send-test-mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
        body,
      });
    const bad = await post('{"to":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Request body is not valid JSON' });
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    const big = await post(
      JSON.stringify({ to: 'a@b.test', subject: 's', text: 'x'.repeat(4096) }),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Request body is larger than 2048 bytes' });
  });
});
