import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JwtVerifier } from '../../supabase/local/src/jwt.ts';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';
import { clientWithToken, mintToken } from './support/storage.ts';

const SETUP = `
  create table public.rest_secrets (
    id serial primary key,
    owner uuid not null default auth.uid(),
    body text not null,
    is_public boolean not null default false
  );
  alter table public.rest_secrets enable row level security;
  create policy "read public or own" on public.rest_secrets for select using (is_public or owner = (select auth.uid()));
  create policy "insert own" on public.rest_secrets for insert to authenticated with check (owner = (select auth.uid()));
  create policy "update own" on public.rest_secrets for update to authenticated
    using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
  create policy "delete own" on public.rest_secrets for delete to authenticated using (owner = (select auth.uid()));
  revoke all on public.rest_secrets from anon, authenticated;
  grant select on public.rest_secrets to anon;
  grant select, insert, update, delete on public.rest_secrets to authenticated;

  create table public.rest_guestbook (id serial primary key, msg text not null);
  alter table public.rest_guestbook enable row level security;
  create policy "short messages" on public.rest_guestbook for insert with check (length(msg) < 5);
  grant insert on public.rest_guestbook to anon, authenticated;

  create function public.rest_whoami() returns json language sql stable as $$
    select json_build_object(
      'uid', auth.uid(), 'role', auth.role(), 'current_user', current_user, 'email', auth.email(),
      'custom', auth.jwt() ->> 'custom', 'method', current_setting('request.method', true),
      'path', current_setting('request.path', true),
      'probe', current_setting('request.headers', true)::json ->> 'x-probe',
      'flavour', current_setting('request.cookies', true)::json ->> 'flavour',
      'read_only', current_setting('transaction_read_only'),
      'timeout', current_setting('statement_timeout'))
  $$;
  create function public.rest_mode() returns text language sql volatile as $$ select current_setting('transaction_read_only') $$;
`;

describe.each(parityEngines)('/rest/v1 auth and RLS on %s', (engine) => {
  let stack: Stack;
  const alice = randomUUID();
  const bob = randomUUID();
  let aliceToken: string;
  let asAnon: SupabaseClient;
  let asAlice: SupabaseClient;
  let asBob: SupabaseClient;
  let asService: SupabaseClient;
  const bodies = async (client: SupabaseClient) =>
    ((await client.from('rest_secrets').select('body').order('body')).data ?? []).map(
      (row) => row.body,
    );

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
    await stack.gateway.db.query(
      `insert into public.rest_secrets (owner, body, is_public) values ($1, 'a-private', false), ($1, 'a-public', true), ($2, 'b-private', false)`,
      [alice, bob],
    );
    aliceToken = await mintToken(stack, {
      sub: alice,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'alice@example.test',
      custom: 'x',
    });
    asAnon = stack.client();
    asAlice = clientWithToken(stack, aliceToken);
    asBob = clientWithToken(
      stack,
      await mintToken(stack, { sub: bob, role: 'authenticated', aud: 'authenticated' }),
    );
    asService = stack.client(stack.serviceRoleKey);
  });
  afterAll(() => stack?.stop());

  it('applies row-level security per role: anon, each user, and service_role bypassing it', async () => {
    expect(await bodies(asAnon)).toEqual(['a-public']);
    expect(await bodies(asAlice)).toEqual(['a-private', 'a-public']);
    expect(await bodies(asBob)).toEqual(['a-public', 'b-private']);
    expect(await bodies(asService)).toEqual(['a-private', 'a-public', 'b-private']);
    const noToken = await restFetch(stack, '/rest_secrets?select=body', { token: null });
    expect(await noToken.json()).toEqual([{ body: 'a-public' }]);
  });

  it('writes as the user: own rows pass, others are invisible or refused with 403 42501', async () => {
    const own = await asAlice
      .from('rest_secrets')
      .insert({ body: 'a-new' })
      .select('owner, body')
      .single();
    expect(own.data).toEqual({ owner: alice, body: 'a-new' });
    const forged = await asAlice.from('rest_secrets').insert({ body: 'as bob', owner: bob });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rest_secrets"',
    });
    expect(
      (
        await asAlice
          .from('rest_secrets')
          .update({ body: 'hacked' })
          .eq('body', 'b-private')
          .select()
      ).data,
    ).toEqual([]);
    expect(
      (await asAlice.from('rest_secrets').delete().eq('body', 'b-private').select()).data,
    ).toEqual([]);
    expect(await bodies(asBob)).toContain('b-private');
  });

  it('answers 42501 with 401 for anon (plus WWW-Authenticate) and 403 for a signed-in user', async () => {
    const anonInsert = await asAnon.from('rest_secrets').insert({ body: 'anon' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table rest_secrets',
    });
    const raw = await restFetch(stack, '/rest_guestbook', {
      method: 'POST',
      body: '{"msg":"too long"}',
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
    expect((await errorBody(raw)).message).toBe(
      'new row violates row-level security policy for table "rest_guestbook"',
    );
    expect((await asAlice.from('rest_guestbook').insert({ msg: 'too long' })).status).toBe(403);
    expect((await asAnon.from('rest_guestbook').insert({ msg: 'ok' })).status).toBe(201);
  });

  it('sets the request context: role, claims, method, path, headers, cookies, read-only mode, timeouts', async () => {
    const whoami = await restFetch(stack, '/rpc/rest_whoami', {
      token: aliceToken,
      headers: { 'x-probe': 'yes', cookie: 'flavour=mint; other=1' },
    });
    expect(await whoami.json()).toEqual({
      uid: alice,
      role: 'authenticated',
      current_user: 'authenticated',
      email: 'alice@example.test',
      custom: 'x',
      method: 'GET',
      path: '/rpc/rest_whoami',
      probe: 'yes',
      flavour: 'mint',
      read_only: 'on',
      timeout: '8s',
    });
    const anon = (await asAnon.rpc('rest_whoami')).data as Record<string, unknown>;
    expect(anon).toMatchObject({
      uid: null,
      role: 'anon',
      current_user: 'anon',
      method: 'POST',
      read_only: 'on',
      timeout: '3s',
    });
    expect((await asAnon.rpc('rest_mode')).data).toBe('off');
  });

  it('rejects expired, forged, wrongly signed and malformed tokens with 401', async () => {
    const expired = clientWithToken(
      stack,
      await mintToken(stack, { sub: alice, role: 'authenticated' }, -10),
    );
    const expiredResult = await expired.from('rest_secrets').select();
    expect(expiredResult.status).toBe(401);
    expect(expiredResult.error).toEqual({
      code: 'PGRST303',
      message: 'JWT expired',
      details: null,
      hint: null,
    });
    const expiredRaw = await restFetch(stack, '/rest_secrets', {
      token: await mintToken(stack, { role: 'anon' }, -10),
    });
    expect(expiredRaw.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );

    const otherSecret = await new JwtVerifier('a-different-secret-that-is-long-enough-123').sign(
      { role: 'service_role' },
      60,
    );
    const wrong = await restFetch(stack, '/rest_secrets', { token: otherSecret });
    expect(wrong.status).toBe(401);
    expect(await errorBody(wrong)).toMatchObject({
      code: 'PGRST301',
      message: 'No suitable key or wrong key type',
    });

    const [header, , signature] = stack.anonKey.split('.');
    const payload = Buffer.from(
      JSON.stringify({ role: 'service_role', iss: 'supabase-demo' }),
    ).toString('base64url');
    const forged = await restFetch(stack, '/rest_secrets', {
      token: `${header}.${payload}.${signature}`,
    });
    expect(forged.status).toBe(401);
    expect((await errorBody(forged)).code).toBe('PGRST301');

    const malformed = await restFetch(stack, '/rest_secrets', { token: 'abc.def' });
    expect(malformed.status).toBe(401);
    expect(await errorBody(malformed)).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 2',
    });
  });

  it('refuses roles that do not exist (401) or that the authenticator cannot take (403)', async () => {
    const unknown = await restFetch(stack, '/rest_secrets', {
      token: await mintToken(stack, { role: 'wizard' }),
    });
    expect(unknown.status).toBe(401);
    expect(await errorBody(unknown)).toMatchObject({
      code: '22023',
      message: 'role "wizard" does not exist',
    });
    const superuser = await restFetch(stack, '/rest_secrets', {
      token: await mintToken(stack, { role: 'postgres' }),
    });
    expect(superuser.status).toBe(403);
    expect(await errorBody(superuser)).toMatchObject({
      code: '42501',
      message: 'permission denied to set role "postgres"',
    });
  });

  it('needs an apikey at the gateway, as Kong does', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rest_secrets`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });
});
