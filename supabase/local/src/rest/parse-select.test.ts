import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseSelect } from './parse-select.ts';

describe('parseSelect', () => {
  it('reads columns, star, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,*,name:title,n::text,label:data->a->>b,arr->0')).toEqual([
      { kind: 'field', field: { name: 'id', jsonPath: [] } },
      { kind: 'star' },
      { kind: 'field', field: { name: 'title', jsonPath: [] }, alias: 'name' },
      { kind: 'field', field: { name: 'n', jsonPath: [] }, cast: 'text' },
      {
        kind: 'field',
        alias: 'label',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
      },
      { kind: 'field', field: { name: 'arr', jsonPath: [{ arrow: '->', key: '0', index: true }] } },
    ]);
  });

  it('reads embeds with alias, hint, join type, spread, nesting and empty selects', () => {
    const [embed, spread, hidden] = parseSelect(
      'author:profiles!videos_user_id_fkey!inner(id,likes(count)),...cat(name),tags()',
    );
    expect(embed).toEqual({
      kind: 'embed',
      relation: 'profiles',
      alias: 'author',
      hint: 'videos_user_id_fkey',
      join: 'inner',
      spread: false,
      children: [
        { kind: 'field', field: { name: 'id', jsonPath: [] } },
        {
          kind: 'embed',
          relation: 'likes',
          spread: false,
          children: [{ kind: 'field', field: { name: 'count', jsonPath: [] } }],
        },
      ],
    });
    expect(spread).toMatchObject({ kind: 'embed', relation: 'cat', spread: true });
    expect(hidden).toMatchObject({ kind: 'embed', relation: 'tags', children: [] });
  });

  it('accepts join type before hint and quoted names with special characters', () => {
    expect(parseSelect('rel!left!fk(*)')[0]).toMatchObject({
      relation: 'rel',
      hint: 'fk',
      join: 'left',
    });
    expect(parseSelect('"my col","a,b"')).toEqual([
      { kind: 'field', field: { name: 'my col', jsonPath: [] } },
      { kind: 'field', field: { name: 'a,b', jsonPath: [] } },
    ]);
    expect(parseSelect('dash-name')).toEqual([
      { kind: 'field', field: { name: 'dash-name', jsonPath: [] } },
    ]);
  });

  it('reads aggregates (the planner refuses them unless pgrst.db_aggregates_enabled)', () => {
    expect(
      parseSelect('count(),n:count()::text,amount.sum(),total:amount::int.avg()::text'),
    ).toEqual([
      { kind: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count' },
      {
        kind: 'field',
        field: { name: '*', jsonPath: [] },
        aggregate: 'count',
        alias: 'n',
        aggregateCast: 'text',
      },
      { kind: 'field', field: { name: 'amount', jsonPath: [] }, aggregate: 'sum' },
      {
        kind: 'field',
        field: { name: 'amount', jsonPath: [] },
        alias: 'total',
        cast: 'int',
        aggregate: 'avg',
        aggregateCast: 'text',
      },
    ]);
    expect(parseSelect('rel(count)')[0]).toMatchObject({
      kind: 'embed',
      children: [{ kind: 'field', field: { name: 'count' } }],
    });
  });

  it('stops parsing a select nested deeper than any plan may embed', () => {
    const deep = `${'a('.repeat(40)}id${')'.repeat(40)}`;
    expect(() => parseSelect(deep)).toThrow(RestError);
  });

  it('takes at most two ! parameters on an embed, as PostgREST', () => {
    expect(() => parseSelect('rel!fk!inner!left(*)')).toThrow(RestError);
  });

  it('reads an empty select as no columns', () => {
    expect(parseSelect('')).toEqual([]);
  });

  it('rejects malformed selects with PGRST100', () => {
    for (const bad of ['id,', 'rel(id', 'id)', 'a::', 'name!hint', '*!x']) {
      let caught: unknown;
      try {
        parseSelect(bad);
      } catch (error) {
        caught = error;
      }
      expect(caught, bad).toBeInstanceOf(RestError);
      expect((caught as RestError).code).toBe('PGRST100');
      expect((caught as RestError).status).toBe(400);
      expect((caught as RestError).message).toContain(`failed to parse select parameter (${bad})`);
    }
  });
});
