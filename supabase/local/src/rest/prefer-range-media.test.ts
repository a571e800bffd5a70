import { describe, expect, it } from 'vitest';
import { negotiate } from './media.ts';
import { parsePrefer, preferenceApplied } from './prefer.ts';
import { capRange, contentRange, intersect, rangeFromHeader, readStatus } from './range.ts';

describe('parsePrefer', () => {
  it('reads comma-joined preferences; the first of a kind wins', () => {
    expect(
      parsePrefer(
        'resolution=ignore-duplicates, return=representation,count=exact, return=minimal',
      ),
    ).toEqual({
      resolution: 'ignore-duplicates',
      return: 'representation',
      count: 'exact',
    });
    expect(parsePrefer('missing=default, tx=rollback, handling=lenient, max-affected=3')).toEqual({
      missing: 'default',
      handling: 'lenient',
      maxAffected: 3,
    });
    expect(parsePrefer(null)).toEqual({});
  });

  it('ignores unknown preferences unless handling=strict', () => {
    expect(parsePrefer('return=everything')).toEqual({});
    expect(() => parsePrefer('handling=strict, tx=rollback')).toThrow(
      'Invalid preferences given with handling=strict',
    );
    expect(() => parsePrefer('handling=strict, return=everything')).toThrow(
      'Invalid preferences given with handling=strict',
    );
  });

  it('lists the applied preferences', () => {
    expect(
      preferenceApplied({ return: 'representation', count: 'exact' }, [
        'return',
        'count',
        'handling',
      ]),
    ).toBe('return=representation, count=exact');
    expect(preferenceApplied({}, ['count'])).toBeNull();
  });
});

describe('ranges', () => {
  it('parses Range headers and intersects them with limit/offset', () => {
    expect(rangeFromHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(rangeFromHeader('items=5-')).toEqual({ offset: 5, limit: null });
    expect(rangeFromHeader('garbage')).toEqual({ offset: 0, limit: null });
    expect(() => rangeFromHeader('9-1')).toThrow('Requested range not satisfiable');
    expect(intersect({ offset: 0, limit: 10 }, { offset: 5, limit: null })).toEqual({
      offset: 5,
      limit: 5,
    });
    expect(capRange({ offset: 3, limit: null }, 1000)).toEqual({ offset: 3, limit: 1000 });
    expect(capRange({ offset: 0, limit: 5000 }, 1000)).toEqual({ offset: 0, limit: 1000 });
  });

  it('writes Content-Range and the read status as PostgREST does', () => {
    expect(contentRange(0, 4, null)).toBe('0-4/*');
    expect(contentRange(0, -1, null)).toBe('*/*');
    expect(contentRange(0, -1, 0)).toBe('*/0');
    expect(readStatus({ offset: 0, limit: 2 }, 2, 5)).toEqual({
      status: 206,
      contentRange: '0-1/5',
    });
    expect(readStatus({ offset: 0, limit: null }, 5, 5)).toEqual({
      status: 200,
      contentRange: '0-4/5',
    });
    expect(readStatus({ offset: 10, limit: null }, 0, 5)).toEqual({
      status: 416,
      contentRange: '*/5',
    });
    expect(readStatus({ offset: 0, limit: null }, 3, null)).toEqual({
      status: 200,
      contentRange: '0-2/*',
    });
  });
});

describe('negotiate', () => {
  it('picks JSON, the singular object, stripped nulls or CSV', () => {
    expect(negotiate(null, true).kind).toBe('json');
    expect(negotiate('*/*', true).contentType).toBe('application/json; charset=utf-8');
    expect(negotiate('application/vnd.pgrst.object+json', true)).toMatchObject({
      kind: 'object',
      stripNulls: false,
    });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped', true)).toMatchObject({
      kind: 'json',
      stripNulls: true,
    });
    expect(negotiate('text/csv', true).kind).toBe('csv');
  });

  it('answers PGRST107 when nothing acceptable is offered', () => {
    expect(() => negotiate('text/html', true)).toThrow(
      'None of these media types are available: text/html',
    );
    expect(() => negotiate('text/csv', false)).toThrow('None of these media types are available');
  });
});
