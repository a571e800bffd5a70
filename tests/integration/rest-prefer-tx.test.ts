import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Prefer: tx=, handling= and max-affected= as PostgREST answers them (RollbackSpec, HandlingSpec,
// MaxAffectedSpec). pgrst.db_tx_end is PostgREST's in-database config: set here with
// `ALTER ROLE authenticator IN DATABASE <this database>` so a shared Postgres cluster is untouched.

const SETUP = `
  create table public.ptx_items (id int primary key, name text not null);
  create table public.ptx_plain (note text);
  grant select, insert, update, delete on public.ptx_items, public.ptx_plain to anon;
  create function public.ptx_drop_all() returns setof public.ptx_items language sql as
    $$ delete from public.ptx_items returning * $$;
  create function public.ptx_drop_one(item_id int) returns public.ptx_items language sql as
    $$ delete from public.ptx_items where id = item_id returning * $$;
  create function public.ptx_count() returns int language sql stable as
    $$ select count(*)::int from public.ptx_items $$;
`;

describe.each(parityEngines)('Prefer tx/handling/max-affected on %s', (engine) => {
  let stack: Stack;
  let reloads = 0;

  const ids = async () =>
    (
      await stack.gateway.db.query<{ id: number }>('select id from public.ptx_items order by id')
    ).rows.map(({ id }) => id);

  const reset = () =>
    stack.gateway.db.exec(
      `delete from public.ptx_items; insert into public.ptx_items values (1, 'a'), (2, 'b'), (3, 'c');`,
    );

  /** Sets pgrst.db_tx_end (null: unset) and makes the gateway load its config again. */
  async function txEnd(value: string | null) {
    const set = value === null ? 'reset pgrst.db_tx_end' : `set pgrst.db_tx_end = '${value}'`;
    await stack.gateway.db.exec(
      `do $$ begin execute format('alter role authenticator in database %I ${set.replaceAll("'", "''")}', current_database()); end $$;`,
    );
    // PostgREST reloads on NOTIFY pgrst; supabase/local reloads its cache on a miss.
    reloads += 1;
    expect((await restFetch(stack, `/ptx_reload_${reloads}`)).status).toBe(404);
  }

  const insert = (prefer: string) =>
    restFetch(stack, '/ptx_items', {
      method: 'POST',
      headers: { prefer },
      body: '{"id":9,"name":"new"}',
    });

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
  });
  afterAll(async () => {
    await stack?.gateway.db.exec(
      `do $$ begin execute format('alter role authenticator in database %I reset pgrst.db_tx_end', current_database()); end $$;`,
    );
    await stack?.stop();
  });

  it('commit (the default): tx= is read but not applied, and the write persists', async () => {
    await reset();
    const response = await insert('return=representation, tx=rollback, handling=strict');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ id: 9, name: 'new' }]);
    expect(response.headers.get('preference-applied')).toBe(
      'return=representation, handling=strict',
    );
    expect(await ids()).toEqual([1, 2, 3, 9]);
  });

  it('commit-allow-override: tx=rollback answers as usual and leaves nothing; tx=commit persists', async () => {
    await txEnd('commit-allow-override');
    await reset();
    const rolledBack = await insert('return=representation, tx=rollback');
    expect(rolledBack.status).toBe(201);
    expect(await rolledBack.json()).toEqual([{ id: 9, name: 'new' }]);
    expect(rolledBack.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    const patched = await restFetch(stack, '/ptx_items?id=eq.1', {
      method: 'PATCH',
      headers: { prefer: 'tx=rollback' },
      body: '{"name":"changed"}',
    });
    expect(patched.status).toBe(204);
    expect(patched.headers.get('preference-applied')).toBe('tx=rollback');
    const rpc = await restFetch(stack, '/rpc/ptx_drop_all', {
      method: 'POST',
      headers: { prefer: 'tx=rollback' },
      body: '{}',
    });
    expect(rpc.status).toBe(200);
    expect(await rpc.json()).toHaveLength(3);
    const read = await restFetch(stack, '/ptx_items?select=id', {
      headers: { prefer: 'tx=rollback' },
    });
    expect(read.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await ids()).toEqual([1, 2, 3]);
    const { rows } = await stack.gateway.db.query<{ name: string }>(
      'select name from public.ptx_items where id = 1',
    );
    expect(rows[0]?.name).toBe('a');

    const committed = await insert('tx=commit');
    expect(committed.status).toBe(201);
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    expect(await ids()).toEqual([1, 2, 3, 9]);
  });

  it('rollback: every transaction ends in ROLLBACK and tx=commit is not honoured', async () => {
    await txEnd('rollback');
    await reset();
    const response = await insert('tx=commit, return=representation');
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('return=representation');
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('rollback-allow-override: rolls back unless tx=commit', async () => {
    await txEnd('rollback-allow-override');
    await reset();
    expect((await insert('return=minimal')).status).toBe(201);
    expect(await ids()).toEqual([1, 2, 3]);
    const committed = await insert('tx=commit');
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    expect(await ids()).toEqual([1, 2, 3, 9]);
    await txEnd(null);
  });

  it('handling=strict refuses unknown preferences with PGRST122 on reads, writes and RPC; lenient ignores them', async () => {
    await reset();
    const cases = [
      restFetch(stack, '/ptx_items', { headers: { prefer: 'handling=strict, anything' } }),
      restFetch(stack, '/ptx_items', { headers: { prefer: 'handling=strict, something' } }),
      insert('return=representation, handling=strict, params=single-object'),
      restFetch(stack, '/rpc/ptx_count', {
        method: 'POST',
        headers: { prefer: 'handling=strict, anything' },
        body: '{}',
      }),
    ];
    const [read, second, write, rpc] = await Promise.all(cases);
    expect(read!.status).toBe(400);
    expect(await errorBody(read!)).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: anything',
      hint: null,
    });
    expect((await errorBody(second!)).details).toBe('Invalid preferences: something');
    expect((await errorBody(write!)).details).toBe('Invalid preferences: params=single-object');
    expect((await errorBody(rpc!)).code).toBe('PGRST122');
    expect(await ids()).toEqual([1, 2, 3]);
    // The target is checked first: an unknown table is a 404, as in PostgREST's plans.
    const unknown = await restFetch(stack, '/ptx_nowhere', {
      headers: { prefer: 'handling=strict, anything' },
    });
    expect((await errorBody(unknown)).code).toBe('PGRST205');

    const lenient = await restFetch(stack, '/rpc/ptx_count', {
      method: 'POST',
      headers: { prefer: 'handling=lenient, anything' },
      body: '{}',
    });
    expect(lenient.status).toBe(200);
    expect(await lenient.json()).toBe(3);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
  });

  it('max-affected with handling=strict: PATCH, DELETE and set-returning RPC over the limit answer PGRST124 and change nothing', async () => {
    await reset();
    const over = {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    };
    const patch = await restFetch(stack, '/ptx_items?id=gt.0', {
      method: 'PATCH',
      headers: { prefer: 'handling=strict, max-affected=2' },
      body: '{"name":"x"}',
    });
    expect(patch.status).toBe(400);
    expect(await errorBody(patch)).toEqual(over);
    const del = await restFetch(stack, '/ptx_items?id=gt.0', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=2' },
    });
    expect(await errorBody(del)).toEqual(over);
    const rpc = await restFetch(stack, '/rpc/ptx_drop_all', {
      method: 'POST',
      headers: { prefer: 'handling=strict, max-affected=2' },
      body: '{}',
    });
    expect(rpc.status).toBe(400);
    expect(await errorBody(rpc)).toEqual(over);
    expect(await ids()).toEqual([1, 2, 3]);

    // Without strict the limit is not applied (nor reported).
    const lenient = await restFetch(stack, '/ptx_items?id=eq.3', {
      method: 'DELETE',
      headers: { prefer: 'max-affected=0' },
    });
    expect(lenient.status).toBe(204);
    expect(lenient.headers.get('preference-applied')).toBeNull();
    const within = await restFetch(stack, '/rpc/ptx_drop_all', {
      method: 'POST',
      headers: { prefer: 'handling=strict, max-affected=2' },
      body: '{}',
    });
    expect(within.status).toBe(200);
    expect(within.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
    expect(await ids()).toEqual([]);
  });

  it('max-affected with handling=strict on a function returning one row is PGRST128', async () => {
    await reset();
    const response = await restFetch(stack, '/rpc/ptx_drop_one', {
      method: 'POST',
      headers: { prefer: 'handling=strict, max-affected=5' },
      body: '{"item_id":1}',
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('Preference-Applied names only what applies to the request', async () => {
    // resolution only on an insert into a table with a primary key (or on_conflict).
    const plain = await restFetch(stack, '/ptx_plain', {
      method: 'POST',
      headers: { prefer: 'resolution=merge-duplicates, missing=default, count=exact' },
      body: '{"note":"n"}',
    });
    expect(plain.headers.get('preference-applied')).toBe('missing=default, count=exact');
    const read = await restFetch(stack, '/ptx_items', {
      headers: {
        prefer: 'return=representation, missing=default, max-affected=1, handling=strict',
      },
    });
    expect(read.headers.get('preference-applied')).toBe('handling=strict');
    const zone = await restFetch(stack, '/ptx_items', {
      headers: { prefer: 'timezone=America/Los_Angeles' },
    });
    expect(zone.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    const badZone = await restFetch(stack, '/ptx_items', {
      headers: { prefer: 'timezone=Invalid/Timezone' },
    });
    expect(badZone.status).toBe(400);
    expect(await errorBody(badZone)).toMatchObject({
      code: '22023',
      message: 'invalid value for parameter "TimeZone": "Invalid/Timezone"',
    });
  });
});
