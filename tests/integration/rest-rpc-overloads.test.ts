import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Overloaded functions and unnamed parameters, chosen as PostgREST's findProc does (RpcSpec,
// postgrest-js's advanced_rpc tests): only functions PostgREST can call are candidates (every
// parameter named, or one unnamed bytea/json/jsonb/text/xml), argument names pick the overload, a
// single unnamed parameter takes the raw body, and no raw SQL error ever reaches the client.

const SETUP = `
  create table public.ovl_notes (id int primary key, body text);
  grant select on public.ovl_notes to anon;
  insert into public.ovl_notes values (1, 'hello');

  create function public.ovl_pick(a int) returns text language sql as $$ select 'int' $$;
  create function public.ovl_pick(a text) returns text language sql as $$ select 'text' $$;
  create function public.ovl_pick() returns void language sql as '';
  create function public.ovl_by_name(a int) returns text language sql as $$ select 'a:' || a $$;
  create function public.ovl_by_name(b text) returns text language sql as $$ select 'b:' || b $$;
  create function public.ovl_by_name(a int, b int) returns text language sql as $$ select 'ab' $$;

  create function public.ovl_unnamed(bool) returns int language sql as 'select 1';
  create function public.ovl_unnamed(int) returns int language sql as 'select 2';
  create function public.ovl_unnamed(text) returns text language sql as $$ select 'got ' || $1 $$;
  create function public.ovl_unnamed_int(int) returns int language sql as 'select 1';
  create function public.ovl_unnamed_txt(text) returns int language sql as 'select length($1)';
  create function public.ovl_default() returns int language sql as 'select 1';
  create function public.ovl_default(text default 'd') returns text language sql as $$ select 'foo' $$;
  create function public.ovl_json(json) returns json language sql as $$ select $1 $$;
  create function public.ovl_xml(xml) returns text language sql as $$ select $1::text $$;
  create function public.ovl_bytes(bytea) returns text language sql as $$ select encode($1, 'hex') $$;
  create function public.ovl_row(public.ovl_notes) returns text language sql as $$ select $1.body $$;

  create function public.ovl_get(n int, tag text default 'x') returns text language sql stable as
    $$ select tag || (n * 2) $$;
  create function public.ovl_sum(variadic v int[]) returns int language sql stable as
    $$ select sum(x)::int from unnest(v) x $$;
`;

const post = (stack: Stack, fn: string, body: string, contentType = 'application/json') =>
  restFetch(stack, `/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe.each(parityEngines)('/rest/v1/rpc overloads and unnamed parameters on %s', (engine) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
  });
  afterAll(() => stack?.stop());

  it('picks the overload by argument names; the same names with other types are PGRST203, listed in PostgREST order', async () => {
    expect(await (await post(stack, 'ovl_by_name', '{"b": "4"}')).json()).toBe('b:4');
    expect(await (await post(stack, 'ovl_by_name', '{"a": 4}')).json()).toBe('a:4');
    expect(await (await post(stack, 'ovl_by_name', '{"a": 1, "b": 2}')).json()).toBe('ab');
    expect((await post(stack, 'ovl_pick', '{}')).status).toBe(204);
    const ambiguous = await post(stack, 'ovl_pick', '{"a": "x"}');
    expect(ambiguous.status).toBe(300);
    expect(await errorBody(ambiguous)).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.ovl_pick(a => integer), public.ovl_pick(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('calls a single unnamed text parameter with the body; other unnamed types are not callable', async () => {
    const named = await post(stack, 'ovl_unnamed', '{"": "foo"}');
    expect(named.status).toBe(200);
    expect(await named.json()).toBe('got {"": "foo"}');
    const plain = await post(stack, 'ovl_unnamed', 'hello', 'text/plain');
    expect(await plain.json()).toBe('got hello');
    expect(await (await post(stack, 'ovl_unnamed_txt', '{"": "abc"}')).json()).toBe(11);
  });

  it('answers PGRST202 with PostgREST details and hint for functions it cannot call, never a SQL error', async () => {
    const integer = await post(stack, 'ovl_unnamed_int', '{"": 1}');
    expect(integer.status).toBe(404);
    expect(await errorBody(integer)).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.ovl_unnamed_int() in the schema cache',
      details:
        'Searched for the function public.ovl_unnamed_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.ovl_unnamed_txt',
    });
    const row = await post(stack, 'ovl_row', '{"id": 1}');
    expect(row.status).toBe(404);
    expect((await errorBody(row)).code).toBe('PGRST202');
    const wrongNames = await post(stack, 'ovl_by_name', '{"c": 1}');
    expect(await errorBody(wrongNames)).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.ovl_by_name(c) in the schema cache',
      details:
        'Searched for the function public.ovl_by_name with parameter c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const rawToNamed = await post(stack, 'ovl_get', 'x', 'text/plain');
    expect(await errorBody(rawToNamed)).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.ovl_get in the schema cache',
      details:
        'Searched for the function public.ovl_get with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('no arguments match both a parameterless overload and one whose unnamed parameter has a default', async () => {
    const response = await post(stack, 'ovl_default', '{}');
    expect(response.status).toBe(300);
    expect((await errorBody(response)).message).toBe(
      'Could not choose the best candidate function between: public.ovl_default(), public.ovl_default( => text)',
    );
    expect(await (await post(stack, 'ovl_default', '{"": "x"}')).json()).toBe('foo');
  });

  it('passes raw json, xml and octet-stream bodies to a single unnamed parameter of that type', async () => {
    const rows = '[{"a": 1}, {"a": 2}]';
    expect(await (await post(stack, 'ovl_json', rows)).json()).toEqual([{ a: 1 }, { a: 2 }]);
    // As PostgREST's payload check: an array must hold objects with the same keys.
    const mixed = await post(stack, 'ovl_json', '[1, {"a": 2}]');
    expect(mixed.status).toBe(400);
    expect(await errorBody(mixed)).toEqual({
      code: 'PGRST102',
      message: 'All object keys must match',
      details: null,
      hint: null,
    });
    const xml = await post(stack, 'ovl_xml', '<a>1</a>', 'text/xml');
    expect(await xml.json()).toBe('<a>1</a>');
    // Bytes that are not UTF-8 arrive intact in a single unnamed bytea parameter.
    const bytes = await fetch(`${stack.url}/rest/v1/rpc/ovl_bytes`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 255, 10, 92, 200]),
    });
    expect(await bytes.json()).toBe('00ff0a5cc8');
  });

  it('GET arguments are cast from their text; the last of repeated ones wins; VARIADIC takes them all', async () => {
    const get = await restFetch(stack, '/rpc/ovl_get?n=21&tag=t&n=4');
    expect(get.status).toBe(200);
    expect(await get.json()).toBe('t8');
    expect(await (await restFetch(stack, '/rpc/ovl_sum?v=1&v=2&v=5')).json()).toBe(8);
    const bad = await restFetch(stack, '/rpc/ovl_get?n=abc');
    expect(bad.status).toBe(400);
    expect(await errorBody(bad)).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "abc"',
    });
  });

  it('a form body gives named arguments as GET does', async () => {
    const response = await post(stack, 'ovl_get', 'n=5&tag=f', 'application/x-www-form-urlencoded');
    expect(await response.json()).toBe('f10');
  });

  it('Prefer: params=single-object is gone since PostgREST 13: ignored, or PGRST122 under handling=strict', async () => {
    const ignored = await restFetch(stack, '/rpc/ovl_get', {
      method: 'POST',
      headers: { prefer: 'params=single-object' },
      body: '{"n": 1}',
    });
    expect(await ignored.json()).toBe('x2');
    const strict = await restFetch(stack, '/rpc/ovl_get', {
      method: 'POST',
      headers: { prefer: 'params=single-object, handling=strict' },
      body: '{"n": 1}',
    });
    expect((await errorBody(strict)).code).toBe('PGRST122');
  });
});
