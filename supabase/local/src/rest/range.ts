import { invalidRange } from './errors.ts';

/** A row window: `limit` null means unbounded. */
export interface RowRange {
  offset: number;
  limit: number | null;
}

export const ALL_ROWS: RowRange = { offset: 0, limit: null };

/** PostgREST reads limit/offset with `readMaybe`: text that is not an integer is ignored. */
function readInteger(text: string | undefined): number | null {
  if (text === undefined || !/^-?\d+$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** The range from `limit=`/`offset=` (or `rel.limit=`/`rel.offset=`). */
export function rangeFromParams(limit: string | undefined, offset: string | undefined): RowRange {
  const limitValue = readInteger(limit);
  const offsetValue = Math.max(readInteger(offset) ?? 0, 0);
  if (limitValue !== null && limitValue < 0)
    throw invalidRange('Limit should be greater than or equal to zero.');
  return { offset: offsetValue, limit: limitValue };
}

/** `Range: 0-9` (optionally `items=0-9`) as a RowRange; anything unparsable means all rows. */
export function rangeFromHeader(header: string | null): RowRange {
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header ?? '');
  if (!match) return ALL_ROWS;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from, limit: null };
  const to = Number(match[2]);
  if (from > to) {
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset: from, limit: to - from + 1 };
}

function upperOf(range: RowRange): number {
  return range.limit === null ? Infinity : range.offset + range.limit - 1;
}

/** The overlap of two ranges, as PostgREST intersects the Range header with limit/offset. */
export function intersect(a: RowRange, b: RowRange): RowRange {
  const offset = Math.max(a.offset, b.offset);
  const upper = Math.min(upperOf(a), upperOf(b));
  return { offset, limit: upper === Infinity ? null : Math.max(upper - offset + 1, 0) };
}

/** Caps a range at max-rows rows. */
export function capRange(range: RowRange, maxRows: number): RowRange {
  return { offset: range.offset, limit: Math.min(range.limit ?? maxRows, maxRows) };
}

/** Content-Range as PostgREST writes it: `lower-upper/total`, `*` for an empty page or no count. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  const showRange = total !== 0 && lower <= upper;
  return `${showRange ? `${lower}-${upper}` : '*'}/${totalText}`;
}

/** Status and Content-Range for a read: 206 when a known total is not covered, 416 past the end. */
export function readStatus(
  range: RowRange,
  pageTotal: number,
  total: number | null,
): { status: number; contentRange: string } {
  const lower = range.offset;
  const upper = lower + pageTotal - 1;
  let status = 200;
  if (total !== null) {
    if (lower > total) status = 416;
    else if (1 + upper - lower < total) status = 206;
  }
  return { status, contentRange: contentRange(lower, upper, total) };
}
