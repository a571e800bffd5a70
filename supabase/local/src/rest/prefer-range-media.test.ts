import { describe, expect, it } from 'vitest';
import { negotiate } from './media.ts';
import { parsePrefer, preferenceApplied, strictPreferences } from './prefer.ts';
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
      invalid: [],
    });
    expect(parsePrefer('missing=default, tx=rollback, handling=lenient, max-affected=3')).toEqual({
      missing: 'default',
      handling: 'lenient',
      maxAffected: 3,
      invalid: [],
    });
    expect(parsePrefer(null)).toEqual({ invalid: [] });
  });

  it('reads tx= only when pgrst.db_tx_end allows an override', () => {
    expect(parsePrefer('tx=rollback, tx=commit', true).tx).toBe('rollback');
    expect(parsePrefer('tx=rollback', false).tx).toBeUndefined();
    expect(parsePrefer('tx=maybe', true)).toEqual({ invalid: ['tx=maybe'] });
  });

  it('accepts timezone= and max-affected= with any value, as PostgREST does', () => {
    expect(parsePrefer('timezone=America/Los_Angeles, max-affected=x')).toEqual({
      timezone: 'America/Los_Angeles',
      invalid: [],
    });
  });

  it('answers PGRST122 for unknown preferences only with handling=strict', () => {
    expect(() => strictPreferences(parsePrefer('return=everything'))).not.toThrow();
    expect(() => strictPreferences(parsePrefer('handling=strict, tx=rollback'))).not.toThrow();
    expect(() => strictPreferences(parsePrefer('handling=strict, return=everything, x'))).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: return=everything, x',
      }),
    );
  });

  it('lists the applied preferences in PostgREST order, per kind of request', () => {
    const prefs = parsePrefer(
      'max-affected=5, handling=strict, tx=rollback, count=exact, return=representation, missing=default, resolution=merge-duplicates',
      true,
    );
    expect(preferenceApplied(prefs, ['resolution', 'missing', 'return', 'maxAffected'])).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, tx=rollback, handling=strict, max-affected=5',
    );
    expect(preferenceApplied(prefs, [])).toBe('count=exact, tx=rollback, handling=strict');
    expect(preferenceApplied(parsePrefer('max-affected=5'), ['maxAffected'])).toBeNull();
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
