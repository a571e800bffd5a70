import { errors } from './errors.ts';

/** The continuation token of list-v2: base64 of `k:value` lines (object.ts encodeContinuationToken). */
export interface ListCursor {
  startAfter: string;
  sortOrder?: 'asc' | 'desc' | undefined;
  sortColumn?: 'name' | 'updated_at' | 'created_at' | undefined;
  sortColumnAfter?: string | undefined;
}

const PARTS = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' } as const;
type PartKey = keyof typeof PARTS;

export function encodeCursor(cursor: ListCursor): string {
  const lines: string[] = [];
  for (const [letter, field] of Object.entries(PARTS)) {
    const value = cursor[field];
    if (value) lines.push(`${letter}:${value}`);
  }
  return Buffer.from(lines.join('\n')).toString('base64');
}

const invalidCursor = () =>
  errors.invalidParameter('continuation token', 'Invalid Parameter continuation token');

/** Decodes a token; anything but the known parts and values is InvalidParameter, as there. */
export function decodeCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    if (!match || !(match[1]! in PARTS)) throw invalidCursor();
    const value = match[2]!;
    switch (PARTS[match[1] as PartKey]) {
      case 'startAfter':
        cursor.startAfter = value;
        break;
      case 'sortOrder':
        if (value !== 'asc' && value !== 'desc') throw invalidCursor();
        cursor.sortOrder = value;
        break;
      case 'sortColumn':
        if (value !== 'name' && value !== 'updated_at' && value !== 'created_at')
          throw invalidCursor();
        cursor.sortColumn = value;
        break;
      case 'sortColumnAfter':
        if (Number.isNaN(Date.parse(value))) throw invalidCursor();
        cursor.sortColumnAfter = value;
        break;
    }
  }
  return cursor;
}
