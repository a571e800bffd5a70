import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

const SETUP = `
  create table public.rest_authors (id int primary key, name text not null, country text);
  create table public.rest_author_bios (author_id int primary key references public.rest_authors (id), bio text not null);
  create table public.rest_posts (
    id int primary key,
    title text not null,
    author_id int not null references public.rest_authors (id),
    editor_id int references public.rest_authors (id),
    rating numeric(3, 1),
    data jsonb,
    published_at timestamptz
  );
  create table public.rest_comments (id int primary key, post_id int not null references public.rest_posts (id), body text not null);
  create table public.rest_tags (id int primary key, label text not null);
  create table public.rest_post_tags (
    post_id int references public.rest_posts (id),
    tag_id int references public.rest_tags (id),
    primary key (post_id, tag_id)
  );
  create table public.rest_lonely (id int primary key);
  create table public.rest_many (n int primary key);
  create function public.rest_label(public.rest_authors) returns text language sql stable as $$ select $1.name || ' (' || coalesce($1.country, '?') || ')' $$;
  create view public.rest_post_view as select id, title, author_id from public.rest_posts;
  grant select on public.rest_authors, public.rest_author_bios, public.rest_posts, public.rest_comments, public.rest_tags,
    public.rest_post_tags, public.rest_lonely, public.rest_many, public.rest_post_view to anon, authenticated;

  insert into public.rest_authors values (1, 'Ada', 'UK'), (2, 'Bo', null), (3, 'Cy', 'FR');
  insert into public.rest_author_bios values (1, 'Mathematician');
  insert into public.rest_posts values
    (1, 'First', 1, 2, 4.5, '{"kind": "essay", "stats": {"score": 10}}', '2024-01-01T00:00:00Z'),
    (2, 'Second', 1, null, null, '{"kind": "note", "stats": {"score": 3}}', null),
    (3, 'Third', 2, 1, 3.0, null, '2024-03-01T00:00:00Z'),
    (4, 'Fourth', 3, null, 5.0, '{"kind": "essay"}', '2024-02-01T00:00:00Z');
  insert into public.rest_comments values (1, 1, 'nice'), (2, 1, 'great'), (3, 1, 'ok'), (4, 3, 'hmm');
  insert into public.rest_tags values (1, 'math'), (2, 'poetry');
  insert into public.rest_post_tags values (1, 1), (1, 2), (3, 2);
  insert into public.rest_many select generate_series(1, 1100);
`;

describe.each(parityEngines)('/rest/v1 reads on %s', (engine) => {
  let stack: Stack;
  let db: SupabaseClient;

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
    db = stack.client();
  });
  afterAll(() => stack?.stop());

  it('selects columns with aliases, casts and JSON paths; the bytes come from Postgres', async () => {
    const { data, error, status } = await db
      .from('rest_posts')
      .select('id, heading:title, rating::text, kind:data->>kind, score:data->stats->score')
      .order('id')
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, heading: 'First', rating: '4.5', kind: 'essay', score: 10 },
      { id: 2, heading: 'Second', rating: null, kind: 'note', score: 3 },
    ]);
    const raw = await restFetch(stack, '/rest_posts?select=id,title&order=id&limit=2');
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(raw.headers.get('content-range')).toBe('0-1/*');
    expect(await raw.text()).toBe('[{"id":1,"title":"First"}, \n {"id":2,"title":"Second"}]');
  });

  it('selects and filters computed fields (functions of the row)', async () => {
    const { data, error } = await db
      .from('rest_authors')
      .select('id, rest_label')
      .like('rest_label', '*?*');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, rest_label: 'Bo (?)' }]);
  });

  it('embeds many-to-one as an object or null, chosen by column hint, constraint or column name', async () => {
    const { data, error } = await db
      .from('rest_posts')
      .select(
        'id, author:rest_authors!author_id(name), editor:rest_authors!rest_posts_editor_id_fkey(name)',
      )
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: 'Ada' }, editor: { name: 'Bo' } },
      { id: 2, author: { name: 'Ada' }, editor: null },
      { id: 3, author: { name: 'Bo' }, editor: { name: 'Ada' } },
      { id: 4, author: { name: 'Cy' }, editor: null },
    ]);
    const byColumn = await db.from('rest_posts').select('id, author_id(name)').eq('id', 3);
    expect(byColumn.data).toEqual([{ id: 3, author_id: { name: 'Bo' } }]);
  });

  it('embeds one-to-many arrays, one-to-one objects, nested embeds and counts', async () => {
    const { data, error } = await db
      .from('rest_authors')
      .select(
        'name, rest_author_bios(bio), posts:rest_posts!author_id(title, rest_comments(body)), total:rest_posts!author_id(count)',
      )
      .order('id')
      .order('id', { referencedTable: 'posts' })
      .order('id', { referencedTable: 'posts.rest_comments' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Ada',
        rest_author_bios: { bio: 'Mathematician' },
        posts: [
          { title: 'First', rest_comments: [{ body: 'nice' }, { body: 'great' }, { body: 'ok' }] },
          { title: 'Second', rest_comments: [] },
        ],
        total: [{ count: 2 }],
      },
      {
        name: 'Bo',
        rest_author_bios: null,
        posts: [{ title: 'Third', rest_comments: [{ body: 'hmm' }] }],
        total: [{ count: 1 }],
      },
      {
        name: 'Cy',
        rest_author_bios: null,
        posts: [{ title: 'Fourth', rest_comments: [] }],
        total: [{ count: 1 }],
      },
    ]);
  });

  it('filters, orders and limits inside an embed without filtering the parent', async () => {
    const { data, error } = await db
      .from('rest_posts')
      .select('title, rest_comments(body)')
      .in('id', [1, 2])
      .neq('rest_comments.body', 'great')
      .order('body', { referencedTable: 'rest_comments' })
      .limit(1, { referencedTable: 'rest_comments' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'First', rest_comments: [{ body: 'nice' }] },
      { title: 'Second', rest_comments: [] },
    ]);
  });

  it('embeds many-to-many through a junction table and through views', async () => {
    const tags = await db
      .from('rest_posts')
      .select('title, rest_tags(label)')
      .in('id', [1, 3])
      .order('id')
      .order('label', { referencedTable: 'rest_tags' });
    expect(tags.data).toEqual([
      { title: 'First', rest_tags: [{ label: 'math' }, { label: 'poetry' }] },
      { title: 'Third', rest_tags: [{ label: 'poetry' }] },
    ]);
    const view = await db.from('rest_post_view').select('title, rest_authors(name)').eq('id', 3);
    expect(view.error).toBeNull();
    expect(view.data).toEqual([{ title: 'Third', rest_authors: { name: 'Bo' } }]);
  });

  it('filters parents by embeds: !inner, is.null on the embed, empty embeds, spreads and related order', async () => {
    const inner = await db
      .from('rest_posts')
      .select('title, rest_comments!inner(body)')
      .eq('rest_comments.body', 'hmm');
    expect(inner.data).toEqual([{ title: 'Third', rest_comments: [{ body: 'hmm' }] }]);
    const noEditor = await db
      .from('rest_posts')
      .select('title, editor:rest_authors!editor_id(name)')
      .is('editor', null)
      .order('id');
    expect(noEditor.data).toEqual([
      { title: 'Second', editor: null },
      { title: 'Fourth', editor: null },
    ]);
    const withEditor = await db
      .from('rest_posts')
      .select('title, editor:rest_authors!editor_id(name)')
      .not('editor', 'is', null)
      .order('id');
    expect(withEditor.data?.map((row) => row.title)).toEqual(['First', 'Third']);
    const hidden = await db.from('rest_posts').select('title, rest_comments!inner()').order('id');
    expect(hidden.data).toEqual([{ title: 'First' }, { title: 'Third' }]);
    const spread = await db
      .from('rest_posts')
      .select('title, ...rest_authors!author_id(author_name:name, country)')
      .eq('id', 4);
    expect(spread.data).toEqual([{ title: 'Fourth', author_name: 'Cy', country: 'FR' }]);
    const related = await db
      .from('rest_posts')
      .select('title, rest_authors!author_id(name)')
      .order('rest_authors(name)', { ascending: false })
      .order('id');
    expect(related.data?.map((row) => row.title)).toEqual(['Fourth', 'Third', 'First', 'Second']);
  });

  it('answers 300 PGRST201 for an ambiguous embed and 400 PGRST200 when there is no relationship', async () => {
    const ambiguous = await db.from('rest_posts').select('id, rest_authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'rest_posts' and 'rest_authors'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'rest_posts with rest_authors',
          relationship:
            'rest_posts_author_id_fkey using rest_posts(author_id) and rest_authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'rest_posts with rest_authors',
          relationship:
            'rest_posts_editor_id_fkey using rest_posts(editor_id) and rest_authors(id)',
        },
      ],
      hint: "Try changing 'rest_authors' to one of the following: 'rest_authors!rest_posts_author_id_fkey', 'rest_authors!rest_posts_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const none = await db.from('rest_posts').select('id, rest_lonely(id)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
    expect(none.error?.message).toBe(
      "Could not find a relationship between 'rest_posts' and 'rest_lonely' in the schema cache",
    );
    const notEmbedded = await db.from('rest_posts').select('id').eq('rest_comments.body', 'x');
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error?.code).toBe('PGRST108');
  });

  it('orders with nulls first or last', async () => {
    const ids = async (options: { ascending?: boolean; nullsFirst?: boolean }) =>
      (await db.from('rest_posts').select('id').order('rating', options)).data?.map(
        (row) => row.id,
      );
    expect(await ids({})).toEqual([3, 1, 4, 2]);
    expect(await ids({ nullsFirst: true })).toEqual([2, 3, 1, 4]);
    expect(await ids({ ascending: false })).toEqual([2, 4, 1, 3]);
    expect(await ids({ ascending: false, nullsFirst: false })).toEqual([4, 1, 3, 2]);
  });

  it('pages with range and Range headers, counts, answers 206, 416 and */0', async () => {
    const page = await db
      .from('rest_posts')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1, 2);
    expect(page).toMatchObject({
      data: [{ id: 2 }, { id: 3 }],
      count: 4,
      status: 206,
      error: null,
    });
    const header = await restFetch(stack, '/rest_posts?select=id&order=id', {
      headers: { range: '0-1', 'range-unit': 'items' },
    });
    expect(header.status).toBe(200);
    expect(header.headers.get('content-range')).toBe('0-1/*');
    expect(await header.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const counted = await restFetch(stack, '/rest_posts?select=id&order=id', {
      headers: { range: '0-1', prefer: 'count=exact' },
    });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('0-1/4');
    const past = await db.from('rest_posts').select('id', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
    });
    const empty = await restFetch(stack, '/rest_posts?id=eq.99', {
      headers: { prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);
    const head = await db.from('rest_posts').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ data: null, count: 4, status: 200, error: null });
  });

  it('caps every read at 1000 rows', async () => {
    const capped = await db.from('rest_many').select('n', { count: 'exact' }).order('n');
    expect(capped.data).toHaveLength(1000);
    expect(capped.count).toBe(1100);
    expect(capped.status).toBe(206);
    const raw = await restFetch(stack, '/rest_many?select=n&offset=1000');
    expect(raw.headers.get('content-range')).toBe('1000-1099/*');
  });

  it('returns one object for single() and PGRST116 for 0 or 2 rows; maybeSingle() reduces the list', async () => {
    expect((await db.from('rest_posts').select('title').eq('id', 1).single()).data).toEqual({
      title: 'First',
    });
    const none = await db.from('rest_posts').select('title').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const two = await db.from('rest_posts').select('title').eq('author_id', 1).single();
    expect(two.error?.details).toBe('The result contains 2 rows');
    expect(await db.from('rest_posts').select('title').eq('id', 99).maybeSingle()).toMatchObject({
      data: null,
      error: null,
      status: 200,
    });
    expect((await db.from('rest_posts').select('title').eq('id', 2).maybeSingle()).data).toEqual({
      title: 'Second',
    });
    expect(
      (await db.from('rest_posts').select('title').eq('author_id', 1).maybeSingle()).error?.code,
    ).toBe('PGRST116');
  });

  it('serves CSV', async () => {
    const { data } = await db.from('rest_posts').select('id,title').order('id').limit(2).csv();
    expect(data).toBe('id,title\n1,First\n2,Second');
  });

  it('answers unknown tables, schemas, columns and bad selects like PostgREST', async () => {
    const table = await db.from('rest_nope').select();
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.rest_nope' in the schema cache",
    });
    const schema = await db.schema('other').from('rest_posts').select();
    expect(schema.status).toBe(406);
    expect(schema.error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: other',
      hint: 'Only the following schemas are exposed: public',
    });
    const column = await db.from('rest_posts').select('nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column rest_posts.nope does not exist',
    });
    const raw = await restFetch(stack, '/rest_posts?select=id,');
    expect(raw.status).toBe(400);
    expect(raw.headers.get('proxy-status')).toBe('PostgREST; error=PGRST100');
    expect((await errorBody(raw)).code).toBe('PGRST100');
  });

  it('sees a table created after the schema cache was loaded', async () => {
    await stack.gateway.db
      .exec(`create table public.rest_late (id int primary key); grant select on public.rest_late to anon;
      insert into public.rest_late values (7);`);
    expect((await db.from('rest_late').select('id')).data).toEqual([{ id: 7 }]);
  });
});
