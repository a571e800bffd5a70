import { columnNotFound, invalidBody } from './errors.ts';
import type { Relation } from './schema-types.ts';

export interface Payload {
  /** The body as sent: Postgres parses it, so big numbers keep every digit. */
  raw: string;
  isArray: boolean;
  /** The keys written: the `columns` parameter, or the keys of the object(s). */
  columns: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

/** Nesting PGlite's JSON parser survives with room to spare (its stack is far smaller than Postgres's). */
const MAX_JSON_DEPTH = 512;

/**
 * PGRST102 for a body nested deeper than MAX_JSON_DEPTH: Postgres would answer 54001 (a 500 in
 * PostgREST) and PGlite's stack can give out first. A linear scan, before any parsing.
 */
export function checkJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH)
        throw invalidBody(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/**
 * Reads a write body: one object, or (for inserts) an array of objects. Without `columns=` every
 * object of an array must have the same keys, as PostgREST requires.
 */
export function parsePayload(
  text: string,
  allowArray: boolean,
  columnsParam: string[] | null,
): Payload {
  if (text.trim() === '') throw invalidBody();
  checkJsonDepth(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  const rows = Array.isArray(parsed) && allowArray ? parsed : [parsed];
  if (!rows.every(isPlainObject)) throw invalidBody();
  let columns = columnsParam;
  if (columns === null) {
    const first = Object.keys(rows[0] ?? {});
    if (!rows.every((row) => sameKeys(Object.keys(row), first)))
      throw invalidBody('All object keys must match');
    columns = first;
  }
  return { raw: text, isArray: Array.isArray(parsed), columns };
}

/** PGRST204 for a written column the relation does not have. */
export function checkColumns(relation: Relation, columns: string[]): void {
  const missing = columns.find((column) => !relation.columns.has(column));
  if (missing !== undefined) throw columnNotFound(relation.name, missing);
}
