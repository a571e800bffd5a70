import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restFetch } from './support/rest.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

const SETUP = `
  create table public.rest_items (
    id int primary key,
    name text not null,
    qty int,
    price numeric(6, 2),
    tags text[] not null default '{}',
    meta jsonb,
    period int4range,
    flag boolean,
    body text,
    search tsvector generated always as (to_tsvector('english', coalesce(body, ''))) stored
  );
  insert into public.rest_items (id, name, qty, price, tags, meta, period, flag, body) values
    (1, 'Apple pie', 5, 2.50, '{fruit,sweet}', '{"color": "red", "size": 3}', '[1,5)', true, 'The quick brown fox jumps'),
    (2, 'apple juice', 0, 1.25, '{fruit,drink}', '{"color": "green"}', '[5,10)', false, 'Lazy dogs sleep all day'),
    (3, 'Banana, split', null, 3.00, '{sweet}', null, '[10,20)', null, 'Foxes and dogs are friends'),
    (4, 'Cherry "jam"', 12, null, '{}', '{"color": "red", "tags": ["x"]}', null, true, null);
  grant select on public.rest_items to anon;
`;

describe.each(parityEngines)('/rest/v1 filters on %s', (engine) => {
  let stack: Stack;
  let db: SupabaseClient;
  const baseQuery = () => db.from('rest_items').select('id').order('id');
  type Query = ReturnType<typeof baseQuery>;
  /** The ids a filtered query returns, in id order. */
  const ids = async (build: (query: Query) => Query): Promise<number[]> => {
    const { data, error } = await build(baseQuery());
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return (data as { id: number }[]).map((row) => row.id);
  };

  beforeAll(async () => {
    stack = await startStack({ engine });
    await stack.gateway.db.exec(SETUP);
    db = stack.client();
  });
  afterAll(() => stack?.stop());

  it('compares: eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids((q) => q.eq('name', 'Apple pie'))).toEqual([1]);
    expect(await ids((q) => q.neq('name', 'Apple pie'))).toEqual([2, 3, 4]);
    expect(await ids((q) => q.gt('qty', 0))).toEqual([1, 4]);
    expect(await ids((q) => q.gte('qty', 5))).toEqual([1, 4]);
    expect(await ids((q) => q.lt('qty', 5))).toEqual([2]);
    expect(await ids((q) => q.lte('qty', 5))).toEqual([1, 2]);
    expect(await ids((q) => q.gte('price', 2.5))).toEqual([1, 3]);
  });

  it('matches patterns: like and ilike with * or %, match and imatch, like(any) and ilike(all)', async () => {
    expect(await ids((q) => q.like('name', 'Apple*'))).toEqual([1]);
    expect(await ids((q) => q.like('name', '%pie'))).toEqual([1]);
    expect(await ids((q) => q.ilike('name', '*apple*'))).toEqual([1, 2]);
    expect(await ids((q) => q.match({ name: 'Apple pie', qty: 5 }))).toEqual([1]);
    expect(await ids((q) => q.filter('name', 'match', '^[AB]'))).toEqual([1, 3]);
    expect(await ids((q) => q.filter('name', 'imatch', '^apple'))).toEqual([1, 2]);
    expect(await ids((q) => q.likeAnyOf('name', ['Apple*', 'Ban*']))).toEqual([1, 3]);
    expect(await ids((q) => q.ilikeAllOf('name', ['*apple*', '*pie']))).toEqual([1]);
    expect(await ids((q) => q.filter('id', 'eq(any)', '{1,4}'))).toEqual([1, 4]);
  });

  it('lists: in with quoted values, not.in', async () => {
    expect(await ids((q) => q.in('name', ['Banana, split', 'Cherry "jam"']))).toEqual([3, 4]);
    expect(await ids((q) => q.in('id', [2, 4]))).toEqual([2, 4]);
    expect(await ids((q) => q.not('id', 'in', '(1,2)'))).toEqual([3, 4]);
    expect(await ids((q) => q.in('id', []))).toEqual([]);
  });

  it('tests truth and nulls: is null, not.is.null, is true/false/unknown, isdistinct', async () => {
    expect(await ids((q) => q.is('qty', null))).toEqual([3]);
    expect(await ids((q) => q.not('qty', 'is', null))).toEqual([1, 2, 4]);
    expect(await ids((q) => q.is('flag', true))).toEqual([1, 4]);
    expect(await ids((q) => q.is('flag', false))).toEqual([2]);
    expect(await ids((q) => q.filter('flag', 'is', 'unknown'))).toEqual([3]);
    expect(await ids((q) => q.filter('flag', 'isdistinct', 'true'))).toEqual([2, 3]);
  });

  it('searches full text: fts, plfts, phfts, wfts with a configuration, on tsvector and text columns', async () => {
    expect(await ids((q) => q.textSearch('search', 'fox & dog', { config: 'english' }))).toEqual([
      3,
    ]);
    expect(
      await ids((q) => q.textSearch('body', 'quick fox', { type: 'plain', config: 'english' })),
    ).toEqual([1]);
    expect(
      await ids((q) => q.textSearch('body', 'lazy dogs', { type: 'phrase', config: 'english' })),
    ).toEqual([2]);
    expect(
      await ids((q) =>
        q.textSearch('search', '"brown fox" or friends', { type: 'websearch', config: 'english' }),
      ),
    ).toEqual([1, 3]);
    const raw = await restFetch(stack, '/rest_items?select=id&search=fts(english).fox+%26+dog');
    expect(await raw.json()).toEqual([{ id: 3 }]);
  });

  it('compares arrays and JSON: cs, cd, ov', async () => {
    expect(await ids((q) => q.contains('tags', ['fruit']))).toEqual([1, 2]);
    expect(await ids((q) => q.containedBy('tags', ['fruit', 'sweet']))).toEqual([1, 3, 4]);
    expect(await ids((q) => q.overlaps('tags', ['drink', 'sweet']))).toEqual([1, 2, 3]);
    expect(await ids((q) => q.contains('meta', { color: 'red' }))).toEqual([1, 4]);
  });

  it('compares ranges: sl, sr, nxl, nxr, adj, ov', async () => {
    expect(await ids((q) => q.rangeLt('period', '[10,20)'))).toEqual([1, 2]);
    expect(await ids((q) => q.rangeGt('period', '[1,5)'))).toEqual([2, 3]);
    expect(await ids((q) => q.rangeGte('period', '[5,10)'))).toEqual([2, 3]);
    expect(await ids((q) => q.rangeLte('period', '[5,10)'))).toEqual([1, 2]);
    expect(await ids((q) => q.rangeAdjacent('period', '[5,10)'))).toEqual([1, 3]);
    expect(await ids((q) => q.overlaps('period', '[4,6)'))).toEqual([1, 2]);
  });

  it('combines with or, and, not, nested logic and quoted values', async () => {
    expect(await ids((q) => q.or('qty.gt.10,name.eq.Apple pie'))).toEqual([1, 4]);
    expect(await ids((q) => q.or('and(qty.gte.5,flag.is.true),id.eq.3'))).toEqual([1, 3, 4]);
    // `flag IS TRUE` is false (not null) for a null flag, so row 3 passes the negation.
    expect(await ids((q) => q.or('not.and(qty.gte.5,flag.is.true)'))).toEqual([2, 3]);
    expect(await ids((q) => q.or('name.eq."Banana, split",id.in.(1,2)'))).toEqual([1, 2, 3]);
    expect(await ids((q) => q.or('tags.cs.{drink},meta->>color.eq.red'))).toEqual([1, 2, 4]);
    const negated = await restFetch(
      stack,
      '/rest_items?select=id&order=id&not.or=(id.eq.1,id.eq.2)',
    );
    expect(await negated.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const and = await restFetch(
      stack,
      '/rest_items?select=id&order=id&and=(qty.gte.1,or(flag.is.false,price.is.null))',
    );
    expect(await and.json()).toEqual([{ id: 4 }]);
  });

  it('filters on JSON paths', async () => {
    expect(await ids((q) => q.eq('meta->>color', 'red'))).toEqual([1, 4]);
    expect(await ids((q) => q.filter('meta->>size', 'eq', '3'))).toEqual([1]);
    expect(await ids((q) => q.gt('meta->size', 2))).toEqual([1]);
  });

  it('rejects malformed filters with 400 PGRST100, a value without a known operator included', async () => {
    const unknown = await db
      .from('rest_items')
      .select('id')
      .not('qty', 'xx' as 'eq', '1');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST100');
    expect(unknown.error?.details).toContain('unknown single value operator xx');
    const list = await db.from('rest_items').select('id').filter('qty', 'in', '1,2');
    expect(list.status).toBe(400);
    expect(list.error?.code).toBe('PGRST100');
    // On a table every parameter is a filter: `qty=xx.1` is refused, not ignored (design.md §3.17).
    const bare = await db.from('rest_items').select('id').filter('qty', 'xx', '1');
    expect(bare.status).toBe(400);
    expect(bare.error?.code).toBe('PGRST100');
  });
});
