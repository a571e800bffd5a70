import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

/**
 * PostgREST's read side as supabase-js's own postgrest-js suite exercises it: embedding by FK
 * column next to views, self-relationships, computed relationships, to-many spreads, duplicate
 * embed names, aggregates with pgrst.db_aggregates_enabled, exposed schemas from config.toml, and
 * the limits on embedding. Expected bodies are PostgREST's (its spec tests and Error.hs).
 */
const SETUP = `
  create table public.rag_users (id int primary key, name text not null);
  create table public.rag_posts (id int primary key, author_id int not null references public.rag_users (id), title text not null, likes int not null);
  create table public.rag_tree (id int primary key, parent_id int references public.rag_tree (id), label text not null);
  create table public.rag_pairs (id int primary key, a_id int references public.rag_users (id), b_id int references public.rag_users (id));
  create view public.rag_users_view as select id, name from public.rag_users;
  create function public.rag_user_posts(public.rag_users) returns setof public.rag_posts
    language sql stable as $$ select * from public.rag_posts where author_id = $1.id $$;
  create function public.rag_best_post(public.rag_users) returns setof public.rag_posts rows 1
    language sql stable as $$ select * from public.rag_posts where author_id = $1.id order by likes desc limit 1 $$;
  create function public.rag_all_posts() returns setof public.rag_posts
    language sql stable as $$ select * from public.rag_posts $$;
  create schema rest_second;
  create table rest_second.rag_notes (id int primary key, body text not null);
  grant usage on schema rest_second to anon, authenticated;
  grant select on all tables in schema public to anon, authenticated;
  grant select on rest_second.rag_notes to anon, authenticated;
  do $$ begin
    execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L',
      current_database(), 'true');
  end $$;

  insert into public.rag_users values (1, 'Ada'), (2, 'Bo'), (3, 'Cy');
  insert into public.rag_posts values (1, 1, 'one', 5), (2, 1, 'two', 7), (3, 2, 'three', 1);
  insert into public.rag_tree values (1, null, 'root'), (2, 1, 'left'), (3, 1, 'right');
  insert into public.rag_pairs values (1, 1, 2);
  insert into rest_second.rag_notes values (1, 'from the second schema');
`;

async function get(stack: Stack, path: string, headers: Record<string, string> = {}) {
  const response = await restFetch(stack, path, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(parityEngines)('/rest/v1 embeds and aggregates on %s', (engine) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      engine,
      configToml: 'tests/integration/fixtures/rest-schemas/config.toml',
    });
    await stack.gateway.db.exec(SETUP);
  });
  afterAll(() => stack?.stop());

  it('embeds by FK column name the table, never a view over it', async () => {
    const { status, body } = await get(
      stack,
      '/rag_posts?select=id,author_id(name)&order=id&limit=1',
    );
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 1, author_id: { name: 'Ada' } }]);
  });

  it('self-relationship: the table name is the to-many, a hint must name the target column', async () => {
    const children = await get(stack, '/rag_tree?select=label,rag_tree(label)&id=eq.1');
    expect(children.body).toEqual([
      { label: 'root', rag_tree: [{ label: 'left' }, { label: 'right' }] },
    ]);
    const parent = await get(stack, '/rag_tree?select=label,parent_id(label)&id=eq.2');
    expect(parent.body).toEqual([{ label: 'left', parent_id: { label: 'root' } }]);
    const byConstraint = await get(stack, '/rag_tree?select=rag_tree!rag_tree_parent_id_fkey(*)');
    expect(byConstraint.status).toBe(400);
    expect(byConstraint.body).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'rag_tree' and 'rag_tree' using the hint 'rag_tree_parent_id_fkey' in the schema 'public', but no matches were found.",
      hint: null,
      message:
        "Could not find a relationship between 'rag_tree' and 'rag_tree' in the schema cache",
    });
  });

  it('embeds computed relationships: set-returning functions of the row, to-many or to-one', async () => {
    const { status, body } = await get(
      stack,
      '/rag_users?select=name,posts:rag_user_posts(title),best:rag_best_post(title)&id=lt.3&order=id',
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { name: 'Ada', posts: [{ title: 'one' }, { title: 'two' }], best: { title: 'two' } },
      { name: 'Bo', posts: [{ title: 'three' }], best: { title: 'three' } },
    ]);
    const noRowParam = await get(stack, '/rag_users?select=rag_all_posts(*)');
    expect(noRowParam.status).toBe(400);
    expect(noRowParam.body).toMatchObject({ code: 'PGRST200' });
  });

  it('spreads a to-many embed into arrays of its columns', async () => {
    const { status, body } = await get(
      stack,
      '/rag_users?select=name,...rag_posts(title,likes)&id=eq.1',
    );
    expect(status).toBe(200);
    expect(body).toEqual([{ name: 'Ada', title: ['one', 'two'], likes: [5, 7] }]);
  });

  it('refuses two embeds under one name with the error PostgREST gets from Postgres', async () => {
    const response = await restFetch(
      stack,
      '/rag_pairs?select=rag_users!a_id(*),rag_users!b_id(*)',
    );
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "rag_pairs_rag_users_1" specified more than once',
    });
  });

  it('aggregates when pgrst.db_aggregates_enabled is set: count, sum, avg, min, max, aliases and casts', async () => {
    const top = await get(
      stack,
      '/rag_posts?select=count(),total:likes.sum(),likes.max(),likes.min(),likes.avg()::int',
    );
    expect(top.body).toEqual([{ count: 3, total: 13, max: 7, min: 1, avg: 4 }]);
    const grouped = await get(stack, '/rag_posts?select=author_id,likes.sum()&order=author_id');
    expect(grouped.body).toEqual([
      { author_id: 1, sum: 12 },
      { author_id: 2, sum: 1 },
    ]);
    const embedded = await get(stack, '/rag_users?select=name,rag_posts(n:count())&order=id');
    expect(embedded.body).toEqual([
      { name: 'Ada', rag_posts: [{ n: 2 }] },
      { name: 'Bo', rag_posts: [{ n: 1 }] },
      { name: 'Cy', rag_posts: [{ n: 0 }] },
    ]);
    const missing = await get(stack, '/rag_users?select=rag_posts(sum)');
    expect(missing.body).toMatchObject({
      code: '42703',
      message: 'column rag_posts_1.sum does not exist',
    });
  });

  it('reads the schemas config.toml exposes (Accept-Profile) and refuses others with PGRST106', async () => {
    const notes = await get(stack, '/rag_notes?select=body', { 'accept-profile': 'rest_second' });
    expect(notes).toEqual({ status: 200, body: [{ body: 'from the second schema' }] });
    const other = await get(stack, '/rag_notes', { 'accept-profile': 'nope' });
    expect(other).toEqual({
      status: 406,
      body: {
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public, rest_second, graphql_public',
        message: 'Invalid schema: nope',
      },
    });
  });

  it('refuses an 80-level, 9-level or 65-wide embed at once, before any SQL runs', async () => {
    const deep = `${'rag_tree('.repeat(80)}id${')'.repeat(80)}`;
    const started = Date.now();
    const tooDeep = await restFetch(stack, `/rag_tree?select=${deep}`);
    expect(tooDeep.status).toBe(400);
    expect((await errorBody(tooDeep)).code).toBe('PGRST100');
    const wide = Array.from({ length: 65 }, (_, i) => `e${i}:rag_posts(id)`).join(',');
    const tooWide = await restFetch(stack, `/rag_users?select=${wide}`);
    expect(tooWide.status).toBe(400);
    expect(await errorBody(tooWide)).toMatchObject({
      code: 'PGRST100',
      details: 'Resource embedding is limited to 64 embedded resources',
    });
    const nine = await restFetch(
      stack,
      `/rag_tree?select=${'rag_tree('.repeat(9)}id${')'.repeat(9)}`,
    );
    expect(await errorBody(nine)).toMatchObject({
      code: 'PGRST100',
      details: 'Resource embedding is limited to 8 levels',
    });
    const eight = `${'rag_tree('.repeat(8)}id${')'.repeat(8)}`;
    expect((await restFetch(stack, `/rag_tree?select=${eight}&id=eq.1`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

// PGlite runs in this process and cannot interrupt a running statement; the timeout is Postgres's.
describe('/rest/v1 statement timeout on postgres', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine: 'postgres' });
    await stack.gateway.db.exec(`
      create view public.rag_slow as select pg_catalog.pg_sleep(2)::text as slept;
      grant select on public.rag_slow to anon;
      do $$ begin
        execute format('alter role anon in database %I set statement_timeout = %L', current_database(), '300ms');
      end $$;
    `);
  });
  afterAll(() => stack?.stop());

  it('answers a statement timeout with PostgREST body for 57014', async () => {
    const response = await restFetch(stack, '/rag_slow');
    expect(response.status).toBe(500);
    expect(await errorBody(response)).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });
  });
});
