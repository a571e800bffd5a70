import { Cursor, type FieldRef } from './parse-cursor.ts';

export interface OrderTerm {
  /** Set for `rel(col).desc`: ordering by a column of a to-one embed. */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Parses `order=a.desc.nullslast,b,rel(c).asc`. */
export function parseOrder(text: string): OrderTerm[] {
  const cursor = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    terms.push(parseTerm(cursor));
  } while (cursor.take(','));
  if (!cursor.eof()) cursor.fail('expecting "," or end of input');
  return terms;
}

function parseTerm(cursor: Cursor): OrderTerm {
  cursor.skipSpaces();
  const name = cursor.fieldName();
  let term: OrderTerm;
  if (cursor.take('(')) {
    const field = cursor.field();
    cursor.expect(')');
    term = { relation: name, field };
  } else {
    term = { field: { name, jsonPath: cursor.jsonPath() } };
  }
  if (cursor.take('.asc')) term.direction = 'asc';
  else if (cursor.take('.desc')) term.direction = 'desc';
  if (cursor.take('.nullsfirst')) term.nulls = 'first';
  else if (cursor.take('.nullslast')) term.nulls = 'last';
  cursor.skipSpaces();
  if (!cursor.eof() && cursor.peek() !== ',') {
    cursor.fail(
      cursor.peek() === '.'
        ? 'expecting "asc", "desc", "nullsfirst" or "nullslast"'
        : 'expecting "," or end of input',
    );
  }
  return term;
}
