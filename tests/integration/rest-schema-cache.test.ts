import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import {
  SCHEMA_FINGERPRINT_QUERY,
  SCHEMA_QUERY,
} from '../../supabase/local/src/rest/schema-queries.ts';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// The schema cache reloads on a miss (an unknown table, function, column or relationship) only
// when the database's schema changed since it was loaded: DDL run while the gateway serves is
// seen on the next request, and a stream of anonymous requests naming things that do not exist
// never reloads it (a reload held PGlite's one connection for 0.1-1.5 s each time). Loads are
// counted by watching the gateway's database for the introspection query.

const SETUP = `
  create table public.sc_items (id int primary key, label text);
  grant select on public.sc_items to anon;
  insert into public.sc_items values (1, 'one');
  create function public.sc_fn(a int) returns int language sql as $$ select a + 1 $$;
`;

const post = (stack: Stack, path: string, body: string) =>
  restFetch(stack, path, { method: 'POST', body });

describe.each(parityEngines)('/rest/v1 schema cache on %s', (engine) => {
  let stack: Stack;
  let query: MockInstance<Stack['gateway']['db']['query']>;
  const loads = () => query.mock.calls.filter(([sql]) => sql.includes(SCHEMA_QUERY)).length;

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
  });
  afterAll(() => stack?.stop());
  afterEach(() => query?.mockRestore());

  const watchLoads = async () => {
    // Loaded (and up to date) before counting.
    expect((await restFetch(stack, '/sc_items?select=id')).status).toBe(200);
    query = vi.spyOn(stack.gateway.db, 'query');
  };

  it('answers a burst of misses from the loaded snapshot without reloading it', async () => {
    await watchLoads();
    for (let i = 0; i < 20; i++) {
      const rpc = await post(stack, `/rpc/sc_nothing_${i}`, '{}');
      expect(rpc.status).toBe(404);
      expect((await errorBody(rpc)).code).toBe('PGRST202');
      const table = await restFetch(stack, `/sc_nowhere_${i}`);
      expect(table.status).toBe(404);
      expect((await errorBody(table)).code).toBe('PGRST205');
    }
    const together = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => restFetch(stack, `/sc_items?select=nope_${i}`)),
      ...Array.from({ length: 10 }, (_, i) =>
        restFetch(stack, `/sc_items?select=id,sc_ghost_${i}(id)`),
      ),
      ...Array.from({ length: 10 }, (_, i) => post(stack, '/rpc/sc_fn', `{"z${i}": 1}`)),
    ]);
    expect(together.map((r) => r.status)).toEqual([
      ...Array<number>(10).fill(400),
      ...Array<number>(10).fill(400),
      ...Array<number>(10).fill(404),
    ]);
    // A database error naming an undefined operator comes from the caller's filter, not from a
    // dropped object: no reload either.
    const operator = await restFetch(stack, '/sc_items?id=like.1*');
    expect((await errorBody(operator)).code).toBe('42883');
    expect(loads()).toBe(0);
    // Still serving, from the same snapshot.
    expect(await (await restFetch(stack, '/sc_items?select=id,label')).json()).toEqual([
      { id: 1, label: 'one' },
    ]);
    expect(loads()).toBe(0);
  });

  it('reloads once for concurrent misses after a change', async () => {
    await watchLoads();
    await stack.gateway.db.exec(
      `create table public.sc_together (id int primary key);
       grant select on public.sc_together to anon;
       insert into public.sc_together values (5);`,
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => restFetch(stack, '/sc_together?select=id')),
    );
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    expect(loads()).toBe(1);
  });

  it('sees tables, columns, renames, views, functions and foreign keys created while it runs', async () => {
    const db = stack.gateway.db;
    const rows = async (path: string) => {
      const response = await restFetch(stack, path);
      expect(response.status, path).toBe(200);
      return response.json() as Promise<unknown>;
    };
    await db.exec(`create table public.sc_late (id int primary key);
      grant select on public.sc_late to anon; insert into public.sc_late values (7);`);
    expect(await rows('/sc_late?select=id')).toEqual([{ id: 7 }]);

    await db.exec(`alter table public.sc_items add column extra text default 'x'`);
    expect(await rows('/sc_items?select=extra')).toEqual([{ extra: 'x' }]);

    await db.exec(`alter table public.sc_items rename column label to title`);
    expect(await rows('/sc_items?select=title')).toEqual([{ title: 'one' }]);

    await db.exec(`alter table public.sc_late rename to sc_renamed`);
    expect(await rows('/sc_renamed?select=id')).toEqual([{ id: 7 }]);
    const gone = await restFetch(stack, '/sc_late?select=id');
    expect(gone.status).toBe(404);

    await db.exec(`create view public.sc_view as select id * 10 as big from public.sc_items;
      grant select on public.sc_view to anon;`);
    expect(await rows('/sc_view?select=big')).toEqual([{ big: 10 }]);

    await db.exec(`alter table public.sc_renamed add column item_id int references public.sc_items (id);
      update public.sc_renamed set item_id = 1;`);
    expect(await rows('/sc_renamed?select=id,sc_items(id)')).toEqual([
      { id: 7, sc_items: { id: 1 } },
    ]);

    // A function replaced by one with another parameter name and return type.
    expect(await (await post(stack, '/rpc/sc_fn', '{"a": 1}')).json()).toBe(2);
    await db.exec(`drop function public.sc_fn(int);
      create function public.sc_fn(b text) returns text language sql as $$ select 'got ' || b $$;`);
    const replaced = await post(stack, '/rpc/sc_fn', '{"b": "it"}');
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toBe('got it');
    await db.exec(`create function public.sc_new() returns int language sql as 'select 42'`);
    expect(await (await post(stack, '/rpc/sc_new', '{}')).json()).toBe(42);
  });
});

describe.each(parityEngines)('the schema fingerprint on %s', (engine) => {
  let stack: Stack;
  const fingerprint = async () =>
    (await stack.gateway.db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT_QUERY)).rows[0]!
      .fingerprint;

  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  it('changes with every kind of DDL the schema cache reflects, not with data', async () => {
    const setRole = (value: string) =>
      `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_sc_probe = ''${value}''', current_database()); end $$`;
    const steps: [string, boolean][] = [
      ['create table public.fp_a (id int primary key, n int)', true],
      ['insert into public.fp_a values (1, 1), (2, 2)', false],
      ['update public.fp_a set n = 3; delete from public.fp_a where id = 2', false],
      ['alter table public.fp_a add column label text', true],
      ['alter table public.fp_a rename column label to title', true],
      ['alter table public.fp_a alter column n type bigint', true],
      ["alter table public.fp_a alter column title set default 'x'", true],
      ["alter table public.fp_a alter column title set default 'y'", true],
      ['alter table public.fp_a alter column title drop default', true],
      ['alter table public.fp_a drop column title', true],
      ['create table public.fp_b (id int primary key, a_id int)', true],
      [
        'alter table public.fp_b add constraint fp_b_a foreign key (a_id) references public.fp_a (id)',
        true,
      ],
      ['alter table public.fp_b drop constraint fp_b_a', true],
      ['alter table public.fp_b add constraint fp_b_u unique (a_id)', true],
      ['alter table public.fp_b rename to fp_c', true],
      ['create view public.fp_v as select id from public.fp_a', true],
      ['create or replace view public.fp_v as select id, n from public.fp_a', true],
      ['alter view public.fp_v rename column n to m', true],
      ['drop view public.fp_v', true],
      ['create function public.fp_f(a int) returns int language sql as $$ select a $$', true],
      [
        'create or replace function public.fp_f(a int) returns int language sql stable as $$ select a $$',
        true,
      ],
      [
        'drop function public.fp_f(int); create function public.fp_f(b int) returns text language sql as $$ select b::text $$',
        true,
      ],
      ['alter function public.fp_f(int) rename to fp_g', true],
      ['drop function public.fp_g(int)', true],
      ["create type public.fp_mood as enum ('ok')", true],
      ['alter type public.fp_mood rename to fp_feeling', true],
      ['create schema fp_other; create table fp_other.t (id int)', true],
      ['alter table fp_other.t set schema public', true],
      ['alter table public.t rename to fp_moved', true],
      [setRole('1'), true],
      [setRole('2'), true],
      ['create role fp_probe_role nologin', true],
      ['grant fp_probe_role to authenticator', true],
      ['revoke fp_probe_role from authenticator; drop role fp_probe_role', true],
      ['drop table public.fp_c', true],
      ['select 1', false],
    ];
    let before = await fingerprint();
    for (const [sql, changes] of steps) {
      await stack.gateway.db.exec(sql);
      const after = await fingerprint();
      expect(after !== before, sql).toBe(changes);
      before = after;
    }
    await stack.gateway.db.exec(
      `do $$ begin execute format('alter role authenticator in database %I reset pgrst.db_sc_probe', current_database()); end $$`,
    );
  });
});
