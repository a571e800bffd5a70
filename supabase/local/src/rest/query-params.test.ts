import { describe, expect, it } from 'vitest';
import { parseQueryParams } from './query-params.ts';

describe('parseQueryParams', () => {
  it('sorts reserved parameters, filters, logic, orders, ranges and RPC arguments', () => {
    const query = parseQueryParams(
      new URLSearchParams(
        'select=id,author(name)&columns="a","b"&on_conflict=a,b&id=gt.1&author.name=like.A*&or=(x.eq.1,y.eq.2)' +
          '&author.not.and=(z.eq.3)&order=id.desc&author.order=name&limit=5&offset=10&author.limit=2&page=3&apikey=k',
      ),
      true,
    );
    expect(query.select).toHaveLength(2);
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.onConflict).toEqual(['a', 'b']);
    expect(
      query.filters.map(({ path, filter }) => [path, filter.field.name, filter.operation.op]),
    ).toEqual([
      [[], 'id', 'gt'],
      [['author'], 'name', 'like'],
    ]);
    expect(
      query.logic.map(({ path, tree }) => [
        path,
        tree.kind === 'logic' && tree.op,
        tree.kind === 'logic' && tree.negate,
      ]),
    ).toEqual([
      [[], 'or', false],
      [['author'], 'and', true],
    ]);
    expect(query.order.map(({ path }) => path)).toEqual([[], ['author']]);
    expect(query.ranges.get('')).toEqual({ offset: 10, limit: 5 });
    expect(query.ranges.get('author')).toEqual({ offset: 0, limit: 2 });
    expect(query.rpcArgs).toEqual([['page', '3']]);
  });

  it('reads every other parameter of a table request as a filter, refusing what does not parse', () => {
    for (const bad of ['id=1', 'id=equals.1', 'name=foo.bar', 'id=', 'page=3']) {
      expect(() => parseQueryParams(new URLSearchParams(bad)), bad).toThrow(
        /failed to parse filter/,
      );
    }
    expect(parseQueryParams(new URLSearchParams('id=eq.1&apikey=k')).filters).toHaveLength(1);
  });

  it('decodes + as a space (postgrest-js sends full-text queries that way)', () => {
    const query = parseQueryParams(new URLSearchParams('title=fts.cat+%26+dog'));
    expect(query.filters[0]?.filter.operation).toEqual({ op: 'fts', value: 'cat & dog' });
  });

  it('defaults select to * and keeps a canonical, sorted query for Content-Location', () => {
    const query = parseQueryParams(new URLSearchParams('b=eq.2&a=eq.1'));
    expect(query.select).toEqual([{ kind: 'star' }]);
    expect(query.canonical).toBe('a=eq.1&b=eq.2');
  });

  it('ignores a limit that is not an integer, as PostgREST does, and rejects a negative one', () => {
    expect(parseQueryParams(new URLSearchParams('limit=abc')).ranges.get('')).toEqual({
      offset: 0,
      limit: null,
    });
    expect(() => parseQueryParams(new URLSearchParams('limit=-1'))).toThrow(
      'Requested range not satisfiable',
    );
  });
});
