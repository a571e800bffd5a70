import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it('serves the whole object without a Range header', () => {
    expect(parseRange(null, 1000)).toEqual({ kind: 'full' });
    expect(parseRange('', 1000)).toEqual({ kind: 'full' });
  });

  it('reads a closed range and clamps its end to the object', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=999-999', 1000)).toEqual({ kind: 'partial', start: 999, end: 999 });
  });

  it('reads an open range, as a <video> element sends first', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 });
  });

  it('reads a suffix range, longer suffixes meaning the whole object', () => {
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('reports ranges that start past the end as unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=2000-3000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores headers it does not handle and serves the whole object', () => {
    expect(parseRange('items=0-5', 1000)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-5,10-20', 1000)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=abc-', 1000)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=50-10', 1000)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=-', 1000)).toEqual({ kind: 'full' });
  });
});
