/** What a request's Range header asks of an object of `size` bytes. */
export type RangeRequest =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Parses a single byte range (RFC 9110 §14.1.2): `bytes=a-b`, `bytes=a-` and the suffix form
 * `bytes=-n`. Headers this server does not handle (other units, several ranges, malformed
 * specs) are ignored and the whole object is served, as the RFC allows.
 */
export function parseRange(header: string | null, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }

  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
