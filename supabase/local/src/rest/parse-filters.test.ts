import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { hasOperator, parseFilterValue, parseLogicTree, parseTreePath } from './parse-filters.ts';

function parseError(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

describe('parseFilterValue', () => {
  it('reads simple operators; the value is the rest of the text', () => {
    expect(parseFilterValue('eq.a.b,c')).toEqual({
      negate: false,
      operation: { op: 'eq', value: 'a.b,c' },
    });
    expect(parseFilterValue('not.gte.5')).toEqual({
      negate: true,
      operation: { op: 'gte', value: '5' },
    });
    expect(parseFilterValue('ilike.*Cat*')).toEqual({
      negate: false,
      operation: { op: 'ilike', value: '*Cat*' },
    });
    expect(parseFilterValue('cs.{a,b}').operation).toEqual({ op: 'cs', value: '{a,b}' });
    expect(parseFilterValue('adj.[1,5)').operation).toEqual({ op: 'adj', value: '[1,5)' });
  });

  it('reads in lists with quoted values and escapes', () => {
    expect(parseFilterValue('in.(1,2,"a,b","say \\"hi\\"",)').operation).toEqual({
      op: 'in',
      values: ['1', '2', 'a,b', 'say "hi"', ''],
    });
    expect(parseFilterValue('not.in.()')).toEqual({
      negate: true,
      operation: { op: 'in', values: [''] },
    });
  });

  it('reads is values case-insensitively, isdistinct, fts with a config, and quantifiers', () => {
    expect(parseFilterValue('is.NULL').operation).toEqual({ op: 'is', value: 'null' });
    expect(parseFilterValue('is.not_null').operation).toEqual({ op: 'is', value: 'not_null' });
    expect(parseFilterValue('not.is.true')).toEqual({
      negate: true,
      operation: { op: 'is', value: 'true' },
    });
    expect(parseFilterValue('isdistinct.x').operation).toEqual({ op: 'isdistinct', value: 'x' });
    expect(parseFilterValue('fts(english).cat & dog').operation).toEqual({
      op: 'fts',
      config: 'english',
      value: 'cat & dog',
    });
    expect(parseFilterValue('wfts.a b').operation).toEqual({ op: 'wfts', value: 'a b' });
    expect(parseFilterValue('like(any).{a*,b*}').operation).toEqual({
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseFilterValue('eq(all).{1,2}').operation).toEqual({
      op: 'eq',
      quantifier: 'all',
      value: '{1,2}',
    });
  });

  it('rejects unknown operators and bad is values with PGRST100', () => {
    const unknown = parseError(() => parseFilterValue('noop.0'));
    expect(unknown.code).toBe('PGRST100');
    expect(unknown.details).toContain('unknown single value operator noop');
    expect(parseError(() => parseFilterValue('is.maybe')).code).toBe('PGRST100');
    expect(parseError(() => parseFilterValue('cs(any).{1}')).code).toBe('PGRST100');
    expect(parseError(() => parseFilterValue('in.1,2')).code).toBe('PGRST100');
  });
});

describe('parseLogicTree', () => {
  it('reads nested and/or/not with quoted values, lists and array literals', () => {
    const tree = parseLogicTree(
      'or',
      '(a.eq.1,and(b.gt.2,c.in.(x,"y,z")),not.or(d.is.null,e.cs.{1,2}),f.eq."q,r")',
    );
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        {
          kind: 'filter',
          filter: {
            field: { name: 'a', jsonPath: [] },
            negate: false,
            operation: { op: 'eq', value: '1' },
          },
        },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'b', jsonPath: [] },
                negate: false,
                operation: { op: 'gt', value: '2' },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: { name: 'c', jsonPath: [] },
                negate: false,
                operation: { op: 'in', values: ['x', 'y,z'] },
              },
            },
          ],
        },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'd', jsonPath: [] },
                negate: false,
                operation: { op: 'is', value: 'null' },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: { name: 'e', jsonPath: [] },
                negate: false,
                operation: { op: 'cs', value: '{1,2}' },
              },
            },
          ],
        },
        {
          kind: 'filter',
          filter: {
            field: { name: 'f', jsonPath: [] },
            negate: false,
            operation: { op: 'eq', value: 'q,r' },
          },
        },
      ],
    });
  });

  it('negates the whole tree for not.and and reads JSON paths', () => {
    expect(parseLogicTree('not.and', '(data->>a.eq.1)')).toMatchObject({
      op: 'and',
      negate: true,
      children: [{ filter: { field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'a' }] } } }],
    });
  });

  it('rejects malformed trees', () => {
    for (const bad of ['()', '(a.eq.1', '(a.eq.1,xor(b.eq.2))', '(a)']) {
      expect(parseError(() => parseLogicTree('or', bad)).code, bad).toBe('PGRST100');
    }
  });
});

describe('filter keys and classification', () => {
  it('splits embed paths from the field', () => {
    expect(parseTreePath('author.profile.name')).toEqual({
      path: ['author', 'profile'],
      field: { name: 'name', jsonPath: [] },
    });
    expect(parseTreePath('data->a->>b')).toEqual({
      path: [],
      field: {
        name: 'data',
        jsonPath: [
          { arrow: '->', key: 'a', index: false },
          { arrow: '->>', key: 'b', index: false },
        ],
      },
    });
  });

  it('tells filters from RPC arguments as PostgREST does', () => {
    expect(hasOperator('eq.5')).toBe(true);
    expect(hasOperator('not.eq.5')).toBe(true);
    expect(hasOperator('in.(1)')).toBe(true);
    expect(hasOperator('fts(english).x')).toBe(true);
    expect(hasOperator('like(any).{a}')).toBe(true);
    expect(hasOperator('12')).toBe(false);
    expect(hasOperator('hello.world')).toBe(false);
  });
});
