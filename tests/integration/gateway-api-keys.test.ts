import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BOOT_MS, FIXTURE_FUNCTIONS, forgedAnonKey } from './support/functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, testUser, type TestUser } from './support/storage.ts';

// The gateway's key check, as hosted Supabase's API gateway (Kong key-auth) answers it: an apikey
// that is not one of the project's keys is refused before any service sees the request, whatever
// the Authorization header holds (design decision 17).

/** Hosted's answer to an apikey that is not the project's anon or service-role key. */
const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};
const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};

type ServiceName = 'rest' | 'auth' | 'storage' | 'functions';

/** One request per service that succeeds for any valid key (the echo fixture checks the JWT). */
const PROBES: Record<ServiceName, { method: string; path: string }> = {
  rest: { method: 'GET', path: '/rest/v1/videos?select=id&limit=1' },
  auth: { method: 'GET', path: '/auth/v1/settings' },
  storage: { method: 'GET', path: '/storage/v1/bucket' },
  functions: { method: 'POST', path: '/functions/v1/echo' },
};
const SERVICES = Object.keys(PROBES) as ServiceName[];

describe.each(engines)('the gateway’s API key check on %s', (engine) => {
  let stack: Stack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine, functionsDir: FIXTURE_FUNCTIONS });
    user = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  function call(service: ServiceName, headers: Record<string, string>, query = '') {
    const { method, path } = PROBES[service];
    const separator = path.includes('?') ? '&' : '?';
    return fetch(`${stack.url}${path}${query ? `${separator}${query}` : ''}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
  }

  async function expectInvalidKey(response: Response, label: string) {
    expect(response.status, label).toBe(401);
    expect(await response.json(), label).toEqual(INVALID_API_KEY);
  }

  it.each(SERVICES)(
    '%s: refuses an apikey that is not one of the instance’s keys, even with a valid bearer',
    async (service) => {
      const forged = await forgedAnonKey();
      const cases: Array<[string, Record<string, string>]> = [
        ['bad key, anon bearer', { apikey: 'not-a-key', authorization: `Bearer ${stack.anonKey}` }],
        ['bad key, no bearer', { apikey: 'not-a-key' }],
        ['bad key, user bearer', { apikey: 'not-a-key', authorization: `Bearer ${user.token}` }],
        ['user token as key', { apikey: user.token, authorization: `Bearer ${user.token}` }],
        ['forged anon key', { apikey: forged, authorization: `Bearer ${stack.anonKey}` }],
      ];
      for (const [label, headers] of cases)
        await expectInvalidKey(await call(service, headers), label);
      const inUrl = await call(
        service,
        { authorization: `Bearer ${stack.anonKey}` },
        'apikey=nope',
      );
      await expectInvalidKey(inUrl, 'bad key in the url');
    },
    FIRST_BOOT_MS,
  );

  it.each(SERVICES)('%s: serves the anon and the service-role key', async (service) => {
    for (const key of [stack.anonKey, stack.serviceRoleKey]) {
      const response = await call(service, { apikey: key, authorization: `Bearer ${key}` });
      expect(response.status, key === stack.anonKey ? 'anon' : 'service role').toBe(200);
    }
    const userCall = await call(service, {
      apikey: stack.anonKey,
      authorization: `Bearer ${user.token}`,
    });
    expect(userCall.status, 'anon key with a user bearer').toBe(200);
  });

  it('accepts the anon key as the apikey url param, as Kong does', async () => {
    const response = await call('rest', {}, `apikey=${stack.anonKey}`);
    expect(response.status).toBe(200);
  });

  it('asks for a key on /rest/v1 and /auth/v1 when there is none', async () => {
    for (const service of ['rest', 'auth'] as const) {
      const response = await call(service, {});
      expect(response.status, service).toBe(401);
      expect(await response.json(), service).toEqual(NO_API_KEY);
    }
  });

  it('lets /storage/v1 and /functions/v1 refuse a keyless, tokenless call themselves (401)', async () => {
    // Hosted's gateway leaves these two open to keyless calls: the bearer token decides there.
    const tus = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(tus.status).toBe(401);
    const fn = await call('functions', {});
    expect(fn.status).toBe(401);
    expect(await fn.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('keeps public storage downloads and signed URLs open, with no key or a bad one', async () => {
    const publicBucket = await createTestBucket(stack, { public: true });
    const privateBucket = await createTestBucket(stack);
    const admin = stack.client(stack.serviceRoleKey).storage;
    const path = `${user.id}/hello.txt`;
    expect((await admin.from(publicBucket).upload(path, 'public hello')).error).toBeNull();
    expect((await admin.from(privateBucket).upload(path, 'signed hello')).error).toBeNull();
    const signed = await admin.from(privateBucket).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const publicUrl = `${stack.url}/storage/v1/object/public/${publicBucket}/${path}`;
    for (const headers of [{}, { apikey: 'not-a-key' }] as Array<Record<string, string>>) {
      const pub = await fetch(publicUrl, { headers });
      expect(pub.status).toBe(200);
      expect(await pub.text()).toBe('public hello');
      const sig = await fetch(signed.data!.signedUrl, { headers });
      expect(sig.status).toBe(200);
      expect(await sig.text()).toBe('signed hello');
    }
  });

  it('keeps the auth health check, mailed verify links and /_dev pages open', async () => {
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    const verify = await fetch(
      `${stack.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:4173/')}`,
      { redirect: 'manual' },
    );
    expect(verify.status).toBe(303);
    expect((await fetch(`${stack.url}/_dev/mail?format=json`)).status).toBe(200);
    const preflight = await fetch(`${stack.url}/rest/v1/videos`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'GET' },
    });
    expect(preflight.ok).toBe(true);
  });

  it(
    'lets a verify_jwt = false function (the Stripe webhook) take keyless calls',
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
});
