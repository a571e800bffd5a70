import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

const SETUP = `
  create table public.rest_rpc_owners (id int primary key, name text not null);
  create table public.rest_rpc_items (id int primary key, name text not null, qty int not null, owner_id int references public.rest_rpc_owners (id));
  create table public.rest_rpc_log (id serial primary key, note text);
  insert into public.rest_rpc_owners values (1, 'Olga'), (2, 'Pat');
  insert into public.rest_rpc_items values (1, 'a', 1, 1), (2, 'b', 5, 1), (3, 'c', 10, 2), (4, 'd', 20, null);
  grant select on public.rest_rpc_owners, public.rest_rpc_items to anon;
  grant select, insert on public.rest_rpc_log to anon;

  create function public.rest_add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
  create function public.rest_echo(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
  create function public.rest_list(min_qty int default 0) returns setof public.rest_rpc_items
    language sql stable as $$ select * from public.rest_rpc_items where qty >= min_qty $$;
  create function public.rest_one(item_id int) returns public.rest_rpc_items
    language sql stable as $$ select * from public.rest_rpc_items where id = item_id $$;
  create function public.rest_pairs() returns table (k text, v int) language sql stable as $$ values ('x', 1), ('y', 2) $$;
  create function public.rest_numbers(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
  create function public.rest_sum(vals int[]) returns int language sql immutable as $$ select sum(x)::int from unnest(vals) x $$;
  create function public.rest_touch(note text) returns void language sql as $$ insert into public.rest_rpc_log (note) values (note) $$;
  create function public.rest_fail(msg text) returns void language plpgsql as $$
    begin raise exception '%', msg using detail = 'rule broken', hint = 'try less'; end $$;
  create function public.rest_teapot() returns text language plpgsql as $$
    begin
      perform set_config('response.status', '418', true);
      perform set_config('response.headers', '[{"X-Brew": "tea"}]', true);
      return 'short and stout';
    end $$;
  create function public.rest_payment_required() returns void language plpgsql as $$
    begin
      raise sqlstate 'PGRST' using
        message = '{"code":"LL001","message":"Not enough coins","details":"balance 0","hint":"top up"}',
        detail = '{"status":402,"headers":{"X-Reason":"coins"}}';
    end $$;
  create function public.rest_over(a int) returns text language sql as $$ select 'int' $$;
  create function public.rest_over(a text) returns text language sql as $$ select 'text' $$;
  create function public.rest_hidden() returns int language sql as $$ select 1 $$;
  revoke execute on function public.rest_hidden() from public, anon;
`;

describe.each(parityEngines)('/rest/v1/rpc on %s', (engine) => {
  let stack: Stack;
  let db: SupabaseClient;

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
    db = stack.client();
  });
  afterAll(() => stack?.stop());

  it('calls with named arguments from a POST body or the query string; defaults may be omitted', async () => {
    expect(await db.rpc('rest_add', { a: 2 })).toMatchObject({
      data: 12,
      status: 200,
      error: null,
    });
    expect((await db.rpc('rest_add', { a: 2, b: 3 })).data).toBe(5);
    expect((await db.rpc('rest_add', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    expect((await db.rpc('rest_sum', { vals: [1, 2, 3] }, { get: true })).data).toBe(6);
    expect((await db.rpc('rest_sum', { vals: [4, 5] })).data).toBe(9);
  });

  it('passes the whole body to a single unnamed jsonb parameter', async () => {
    expect((await db.rpc('rest_echo', { any: 'thing', n: [1, 2] })).data).toEqual({
      any: 'thing',
      n: [1, 2],
    });
  });

  it('shapes results: single composite as an object, tables and sets as arrays, scalars as values', async () => {
    expect((await db.rpc('rest_one', { item_id: 3 })).data).toEqual({
      id: 3,
      name: 'c',
      qty: 10,
      owner_id: 2,
    });
    expect((await db.rpc('rest_pairs')).data).toEqual([
      { k: 'x', v: 1 },
      { k: 'y', v: 2 },
    ]);
    expect((await db.rpc('rest_numbers', { n: 3 })).data).toEqual([1, 2, 3]);
  });

  it('applies select, embeds, filters, order and range to set-returning functions', async () => {
    const posted = await db
      .rpc('rest_list', { min_qty: 1 })
      .select('name, rest_rpc_owners(name)')
      .gt('qty', 1)
      .order('qty', { ascending: false })
      .range(0, 1);
    expect(posted.error).toBeNull();
    expect(posted.data).toEqual([
      { name: 'd', rest_rpc_owners: null },
      { name: 'c', rest_rpc_owners: { name: 'Pat' } },
    ]);
    const got = await db
      .rpc('rest_list', {}, { get: true })
      .select('id')
      .eq('owner_id', 1)
      .order('id');
    expect(got.data).toEqual([{ id: 1 }, { id: 2 }]);
    const head = await db.rpc('rest_list', { min_qty: 5 }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 3, status: 200 });
    const counted = await restFetch(stack, '/rpc/rest_list?select=id&order=id&limit=2', {
      headers: { prefer: 'count=exact' },
    });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('0-1/4');
    const single = await db.rpc('rest_list', { min_qty: 100 }).single();
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('answers 204 for void functions, and 405 for a write in a GET (read-only) call', async () => {
    expect(await db.rpc('rest_touch', { note: 'hi' })).toMatchObject({
      status: 204,
      data: null,
      error: null,
    });
    const { rows } = await stack.gateway.db.query<{ note: string }>(
      'select note from public.rest_rpc_log',
    );
    expect(rows).toEqual([{ note: 'hi' }]);
    const readOnly = await db.rpc('rest_touch', { note: 'nope' }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });

  it('lets functions set the status and headers through response.status and response.headers', async () => {
    const response = await restFetch(stack, '/rpc/rest_teapot', { method: 'POST', body: '{}' });
    expect(response.status).toBe(418);
    expect(response.headers.get('x-brew')).toBe('tea');
    expect(await response.json()).toBe('short and stout');
  });

  it('forwards RAISE with its message, detail and hint as 400 P0001', async () => {
    const { error, status } = await db.rpc('rest_fail', { msg: 'Custom failure' });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      message: 'Custom failure',
      details: 'rule broken',
      hint: 'try less',
    });
  });

  it('lets RAISE SQLSTATE PGRST choose the code, message, status and headers', async () => {
    const response = await restFetch(stack, '/rpc/rest_payment_required', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(402);
    expect(response.headers.get('x-reason')).toBe('coins');
    expect(await response.json()).toEqual({
      code: 'LL001',
      message: 'Not enough coins',
      details: 'balance 0',
      hint: 'top up',
    });
  });

  it('answers PGRST202 for unknown functions or arguments, PGRST203 for ambiguous overloads, 401 without EXECUTE', async () => {
    const unknown = await db.rpc('rest_nope', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_nope(x) in the schema cache',
      details:
        'Searched for the function public.rest_nope with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      // PostgREST's fuzzy search over the function names (score 0.78 >= 0.75).
      hint: 'Perhaps you meant to call the function public.rest_one',
    });
    const wrongArgs = await db.rpc('rest_add', { z: 1, y: 2 });
    expect(wrongArgs.error?.message).toBe(
      'Could not find the function public.rest_add(y, z) in the schema cache',
    );
    const noArgs = await db.rpc('rest_nope', {}, { get: true });
    expect(noArgs.error).toMatchObject({
      message:
        'Could not find the function public.rest_nope without parameters in the schema cache',
      details:
        'Searched for the function public.rest_nope without parameters, but no matches were found in the schema cache.',
    });
    const overloaded = await db.rpc('rest_over', { a: 1 });
    expect(overloaded.status).toBe(300);
    expect(overloaded.error?.code).toBe('PGRST203');
    const hidden = await db.rpc('rest_hidden');
    expect(hidden.status).toBe(401);
    expect(hidden.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function rest_hidden',
    });
  });

  it('finds a function created after the schema cache was loaded', async () => {
    await stack.gateway.db.exec(
      `create function public.rest_late(x int) returns int language sql as $$ select x * 2 $$;`,
    );
    expect((await db.rpc('rest_late', { x: 21 })).data).toBe(42);
  });
});
