import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseOrder } from './parse-order.ts';

describe('parseOrder', () => {
  it('reads directions, null placement, JSON paths and related columns', () => {
    expect(
      parseOrder('a,b.desc,c.asc.nullsfirst,d.nullslast,data->x.desc,author(name).desc.nullslast'),
    ).toEqual([
      { field: { name: 'a', jsonPath: [] } },
      { field: { name: 'b', jsonPath: [] }, direction: 'desc' },
      { field: { name: 'c', jsonPath: [] }, direction: 'asc', nulls: 'first' },
      { field: { name: 'd', jsonPath: [] }, nulls: 'last' },
      {
        field: { name: 'data', jsonPath: [{ arrow: '->', key: 'x', index: false }] },
        direction: 'desc',
      },
      {
        relation: 'author',
        field: { name: 'name', jsonPath: [] },
        direction: 'desc',
        nulls: 'last',
      },
    ]);
  });

  it('rejects unknown modifiers with PGRST100', () => {
    for (const bad of ['id.ac', 'id.descc', 'id.nulsfist', 'id.asc.smth', 'a,', 'rel(a,b)']) {
      let caught: unknown;
      try {
        parseOrder(bad);
      } catch (error) {
        caught = error;
      }
      expect(caught, bad).toBeInstanceOf(RestError);
      expect((caught as RestError).code).toBe('PGRST100');
    }
  });
});
