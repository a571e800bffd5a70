import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Where hosted Supabase refuses a request for safety, supabase/local must refuse it the same way
// (design.md §3.17): a filter PostgREST cannot parse is a 400 PGRST100, never an ignored
// parameter; an UPDATE or DELETE without a filter is refused as pg-safeupdate does; and
// Prefer: tx=rollback is not honoured (hosted runs with db-tx-end = commit; rest-prefer-tx.test.ts
// covers the other settings).

const SETUP = `
  drop table if exists public.safety_items;
  create table public.safety_items (id int primary key, name text not null, qty int);
  grant select, insert, update, delete on public.safety_items to anon;
`;
const ROWS = [
  { id: 1, name: 'one', qty: 1 },
  { id: 2, name: 'two', qty: 2 },
  { id: 3, name: 'three', qty: 3 },
];

type Method = 'GET' | 'PATCH' | 'DELETE';
const METHODS: Method[] = ['GET', 'PATCH', 'DELETE'];

interface Malformed {
  what: string;
  query: string;
  status: number;
  code: string;
}

/** Malformed requests and what PostgREST answers, for every method (conformance table). */
const MALFORMED: Malformed[] = [
  { what: 'a filter without an operator', query: 'id=1', status: 400, code: 'PGRST100' },
  { what: 'a uuid-like value without eq.', query: 'name=8b7b-one', status: 400, code: 'PGRST100' },
  {
    what: 'a value with a dot but no operator',
    query: 'name=foo.bar',
    status: 400,
    code: 'PGRST100',
  },
  { what: 'an unknown operator', query: 'id=equals.1', status: 400, code: 'PGRST100' },
  { what: 'an unknown negated operator', query: 'id=not.equals.1', status: 400, code: 'PGRST100' },
  { what: 'an empty filter value', query: 'id=', status: 400, code: 'PGRST100' },
  { what: 'in. without parentheses', query: 'id=in.1,2', status: 400, code: 'PGRST100' },
  { what: 'in. with an unclosed list', query: 'id=in.(1,2', status: 400, code: 'PGRST100' },
  { what: 'is. with a bad value', query: 'qty=is.maybe', status: 400, code: 'PGRST100' },
  { what: 'a bad or= tree', query: 'or=(id.eq.1,', status: 400, code: 'PGRST100' },
  { what: 'a bad order', query: 'id=eq.1&order=id.sideways', status: 400, code: 'PGRST100' },
  { what: 'a bad select', query: 'id=eq.1&select=id,(', status: 400, code: 'PGRST100' },
  { what: 'an unknown column', query: 'nope=eq.1', status: 400, code: '42703' },
];

function call(stack: Stack, method: Method, table: string, query: string) {
  return restFetch(stack, `/${table}?${query}`, {
    method,
    ...(method === 'PATCH' && { body: '{"qty":99}' }),
  });
}

describe.each(parityEngines)(
  '/rest/v1 refuses unsafe requests as hosted Supabase does on %s',
  (engine) => {
    let stack: Stack;

    beforeAll(async () => {
      stack = await startStack({ engine });
      await stack.gateway.db.exec(SETUP);
    });
    afterAll(() => stack?.stop());

    beforeEach(async () => {
      await stack.gateway.db.exec('delete from public.safety_items');
      const admin = stack.client(stack.serviceRoleKey);
      const { error } = await admin.from('safety_items').insert(ROWS);
      if (error) throw new Error(error.message);
    });

    const rows = async () =>
      (
        await stack.gateway.db.query<{ id: number; qty: number }>(
          'select id, qty from public.safety_items order by id',
        )
      ).rows;
    const untouched = async () =>
      expect(await rows()).toEqual(ROWS.map(({ id, qty }) => ({ id, qty })));

    describe.each(METHODS)('%s', (method) => {
      it.each(MALFORMED)('answers $status $code to $what, changing nothing', async (bad) => {
        const response = await call(stack, method, 'safety_items', bad.query);
        expect(response.status).toBe(bad.status);
        const body = await errorBody(response);
        expect(body.code).toBe(bad.code);
        if (bad.code === 'PGRST100') expect(body.message).toMatch(/^"failed to parse /);
        await untouched();
      });

      it('answers 404 PGRST205 for an unknown table', async () => {
        const response = await call(stack, method, 'no_such_table', 'id=eq.1');
        expect(response.status).toBe(404);
        expect((await errorBody(response)).code).toBe('PGRST205');
      });
    });

    it('keeps reserved parameters and the gateway credentials out of the filters', async () => {
      const response = await restFetch(
        stack,
        `/safety_items?select=id&order=id.desc&limit=2&offset=0&apikey=${stack.anonKey}`,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ id: 3 }, { id: 2 }]);
    });

    it('still passes operator-less parameters to a function called with GET as its arguments', async () => {
      await stack.gateway.db.exec(`
      create or replace function public.safety_double(n int) returns int
        language sql immutable as 'select n * 2';
      grant execute on function public.safety_double(int) to anon;
    `);
      const response = await restFetch(stack, '/rpc/safety_double?n=21');
      expect(response.status).toBe(200);
      expect(await response.json()).toBe(42);
    });

    it('refuses a DELETE without a filter (21000), with or without a limit, deleting nothing', async () => {
      for (const query of ['', '?limit=1', '?order=id&limit=1', '?select=id']) {
        const response = await restFetch(stack, `/safety_items${query}`, { method: 'DELETE' });
        expect(response.status, query).toBe(400);
        expect(await errorBody(response)).toMatchObject({
          code: '21000',
          message: 'DELETE requires a WHERE clause',
        });
      }
      const { error } = await stack.client().from('safety_items').delete();
      expect(error).toMatchObject({ code: '21000' });
      await untouched();
    });

    it('refuses an UPDATE without a filter (21000), with or without a limit, changing nothing', async () => {
      for (const query of ['', '?limit=1', '?select=id']) {
        const response = await restFetch(stack, `/safety_items${query}`, {
          method: 'PATCH',
          body: '{"qty":0}',
        });
        expect(response.status, query).toBe(400);
        expect(await errorBody(response)).toMatchObject({
          code: '21000',
          message: 'UPDATE requires a WHERE clause',
        });
      }
      const { error } = await stack.client().from('safety_items').update({ qty: 0 });
      expect(error).toMatchObject({ code: '21000' });
      await untouched();
    });

    it('runs a filtered UPDATE and DELETE, including filters given as or= and not.', async () => {
      const update = await stack.client().from('safety_items').update({ qty: 9 }).or('id.eq.1');
      expect(update.error).toBeNull();
      const remove = await restFetch(stack, '/safety_items?id=not.in.(1,2)', { method: 'DELETE' });
      expect(remove.status).toBe(204);
      expect(await rows()).toEqual([
        { id: 1, qty: 9 },
        { id: 2, qty: 2 },
      ]);
    });

    it('ignores Prefer: tx=rollback: the write commits and the preference is not applied', async () => {
      const response = await restFetch(stack, '/safety_items?select=name', {
        method: 'POST',
        headers: { prefer: 'return=representation, tx=rollback' },
        body: '{"id":4,"name":"kept"}',
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([{ name: 'kept' }]);
      expect(response.headers.get('preference-applied')).toBe('return=representation');
      expect((await rows()).map(({ id }) => id)).toEqual([1, 2, 3, 4]);
      // tx=rollback is a preference PostgREST knows, so handling=strict does not refuse it; with
      // db-tx-end = commit it is simply not applied.
      const strict = await restFetch(stack, '/safety_items?id=eq.4', {
        method: 'DELETE',
        headers: { prefer: 'handling=strict, tx=rollback' },
      });
      expect(strict.status).toBe(204);
      expect(strict.headers.get('preference-applied')).toBe('handling=strict');
      expect((await rows()).map(({ id }) => id)).toEqual([1, 2, 3]);
    });
  },
);
