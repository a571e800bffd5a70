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
