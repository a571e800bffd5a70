import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';

/**
 * Issue 35 §6: /_dev/mail shows every user's mail and /_dev/checkout every buyer. They answer
 * anyone while the gateway listens on loopback (npm start, the tests) and need the service-role
 * key on any other bind. (The bind decision itself: src/http/dev-tools.test.ts.)
 */
const DEV_ROUTES = ['/_dev/mail?format=json', '/_dev/checkout?format=json'];

describe('the /_dev tools on a loopback bind', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine: 'pglite' });
  });
  afterAll(() => stack?.stop());

  it('answer without any key', async () => {
    for (const route of DEV_ROUTES)
      expect((await fetch(`${stack.url}${route}`)).status, route).toBe(200);
  });
});

describe('the /_dev tools on a wildcard bind (0.0.0.0)', () => {
  let stack: Stack;
  let url: string;
  beforeAll(async () => {
    stack = await startStack({ engine: 'pglite', host: '0.0.0.0' });
    url = stack.url.replace('0.0.0.0', '127.0.0.1');
  });
  afterAll(() => stack?.stop());

  it('refuse callers without the service-role key, the anon key included', async () => {
    for (const route of DEV_ROUTES) {
      const keyless = await fetch(`${url}${route}`);
      expect(keyless.status, route).toBe(401);
      expect(await keyless.json()).toMatchObject({
        message: expect.stringContaining('service_role key'),
      });
      const anon = await fetch(`${url}${route}`, {
        headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
      });
      expect(anon.status, route).toBe(401);
    }
    const send = await fetch(`${url}/_dev/mail/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'a@example.test', subject: 's', text: 't' }),
    });
    expect(send.status).toBe(401);
  });

  it('answer the service-role key, as the apikey header or a bearer token (how functions call them)', async () => {
    for (const route of DEV_ROUTES) {
      expect(
        (await fetch(`${url}${route}`, { headers: { apikey: stack.serviceRoleKey } })).status,
        route,
      ).toBe(200);
      const bearer = await fetch(`${url}${route}`, {
        headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
      });
      expect(bearer.status, route).toBe(200);
    }
    const send = await fetch(`${url}/_dev/mail/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${stack.serviceRoleKey}`,
      },
      body: JSON.stringify({ to: 'a@example.test', subject: 's', text: 't' }),
    });
    expect(send.status).toBe(201);
  });

  it('leave the Supabase APIs as they are', async () => {
    const response = await fetch(`${url}/rest/v1/videos?select=id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(200);
  });
});
