import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Bad input is the client's fault: PostgREST's error body with a 4xx, the same on PGlite and
// Postgres 15, and the server keeps answering. PGlite's small stack used to turn a deep JSON
// path or body into a 500 (XX000 "bad buffer ID").

const SETUP = `
  create table public.bad_rows (
    id int primary key, flag boolean, ref uuid, day date, doc jsonb
  );
  grant select, insert on public.bad_rows to anon;
  insert into public.bad_rows values (1, true, gen_random_uuid(), '2024-01-02', '{"a": {"a": 1}}');
  create function public.bad_echo(doc jsonb) returns jsonb language sql as $$ select doc $$;
`;

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(parityEngines)('/rest/v1 bad input on %s', (engine) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
  });
  afterAll(() => stack?.stop());

  const stillServing = async () => {
    const response = await restFetch(stack, '/bad_rows?select=id&id=eq.1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 1 }]);
  };

  it.each([
    ['flag=eq.x', '22P02', 'invalid input syntax for type boolean: "x"'],
    ['id=eq.abc', '22P02', 'invalid input syntax for type integer: "abc"'],
    ['id=eq.99999999999', '22003', 'value "99999999999" is out of range for type integer'],
    ['ref=eq.not-a-uuid', '22P02', 'invalid input syntax for type uuid: "not-a-uuid"'],
    ['day=eq.someday', '22007', 'invalid input syntax for type date: "someday"'],
    ['day=gt.2024-13-45', '22008', 'date/time field value out of range: "2024-13-45"'],
  ])('?%s is a 400 with the SQLSTATE and message', async (query, code, message) => {
    const response = await restFetch(stack, `/bad_rows?${query}`);
    expect({ status: response.status, body: await errorBody(response) }).toMatchObject({
      status: 400,
      body: { code, message },
    });
    await stillServing();
  });

  it('a long JSON path of keys answers as its -> chain would; a deeper chain of indexes is a 400', async () => {
    const shallow = await restFetch(stack, '/bad_rows?select=id,v:doc->a->>a&doc->a->a=eq.1');
    expect(await shallow.json()).toEqual([{ id: 1, v: '1' }]);
    const keys = '->a'.repeat(400);
    const deep = await restFetch(stack, `/bad_rows?select=id,v:doc${keys}&doc${keys}=is.null`);
    expect(deep.status).toBe(200);
    expect(await deep.json()).toEqual([{ id: 1, v: null }]);
    const indexes = await restFetch(stack, `/bad_rows?doc${'->0'.repeat(300)}=eq.1`);
    expect(indexes.status).toBe(400);
    expect(await errorBody(indexes)).toEqual({
      code: 'PGRST100',
      message: "JSON path of 'doc' too deep",
      details: 'At most 100 array indexes and key runs are supported',
      hint: null,
    });
    await stillServing();
  });

  it('a body nested deeper than 512 levels is a 400 PGRST102 on writes and RPC; 510 levels inside it are fine', async () => {
    const tooDeep = `{"id": 2, "doc": ${nested(20000)}}`;
    const insert = await restFetch(stack, '/bad_rows', { method: 'POST', body: tooDeep });
    expect(insert.status).toBe(400);
    expect(await errorBody(insert)).toEqual({
      code: 'PGRST102',
      message: 'JSON nested deeper than 512 levels',
      details: null,
      hint: null,
    });
    const rpc = await restFetch(stack, '/rpc/bad_echo', {
      method: 'POST',
      body: `{"doc": ${nested(20000)}}`,
    });
    expect((await errorBody(rpc)).code).toBe('PGRST102');
    // Brackets inside strings do not count.
    const fine = await restFetch(stack, '/bad_rows', {
      method: 'POST',
      body: `{"id": 3, "doc": {"s": "${'['.repeat(2000)}", "n": ${nested(510)}}}`,
    });
    expect(fine.status).toBe(201);
    await stillServing();
  });
});
