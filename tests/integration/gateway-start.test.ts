import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

describe.each(parityEngines)('supabase/local starts on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  it('bootstraps the Supabase roles and auth helpers', async () => {
    const { rows } = await stack.gateway.db.query<{ roles: string[] }>(
      `select array_agg(rolname::text order by rolname) as roles from pg_roles
        where rolname in ('anon','authenticated','service_role','authenticator')`,
    );
    expect(rows[0]!.roles).toEqual(['anon', 'authenticated', 'authenticator', 'service_role']);
    const uid = await stack.gateway.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '11111111-1111-1111-1111-111111111111', role: 'authenticated' }),
      ]);
      return (await tx.query<{ uid: string }>('select auth.uid() as uid')).rows[0]!.uid;
    });
    expect(uid).toBe('11111111-1111-1111-1111-111111111111');
  });

  it('answers unknown routes with 404 and requires an apikey on /rest/v1', async () => {
    expect((await fetch(`${stack.url}/nowhere`)).status).toBe(404);
    const keyless = await fetch(`${stack.url}/rest/v1/videos?select=id`);
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ message: 'No API key found in request' });
  });
});
