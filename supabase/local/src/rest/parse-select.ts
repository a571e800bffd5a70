import { RestError } from './errors.ts';
import { Cursor, type FieldRef } from './parse-cursor.ts';

const AGGREGATE = /^\.?(count|sum|avg|max|min)\(\)/;

/** Aggregates (`count()`, `amount.sum()`) are off, as on Supabase unless db-aggregates-enabled is set. */
function refuseAggregate(cursor: Cursor, name: string): void {
  const rest = cursor.rest;
  if (AGGREGATE.test(rest) || (AGGREGATE.test(`${name}${rest}`) && rest.startsWith('()'))) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
}

export type JoinType = 'inner' | 'left';

export interface SelectField {
  kind: 'field';
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface SelectStar {
  kind: 'star';
}

export interface SelectEmbed {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  join?: JoinType;
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectStar | SelectEmbed;

/** Parses `select=` into a tree: columns, `*`, aliases, casts, JSON paths and embeds. */
export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text, 'select parameter');
  if (text.trim() === '') return [];
  const items = parseForest(cursor);
  if (!cursor.eof()) cursor.fail('expecting "," or end of input');
  return items;
}

function parseForest(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  if (cursor.peek() === ')') return items;
  do {
    cursor.skipSpaces();
    items.push(parseItem(cursor));
    cursor.skipSpaces();
  } while (cursor.take(','));
  return items;
}

function parseItem(cursor: Cursor): SelectItem {
  if (cursor.take('...')) return parseEmbedRest(cursor, cursor.fieldName(), undefined, true);
  if (cursor.take('*')) {
    expectItemEnd(cursor);
    return { kind: 'star' };
  }
  const start = cursor.pos;
  let alias: string | undefined;
  let name = cursor.fieldName();
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = name;
    name = cursor.fieldName();
  }
  refuseAggregate(cursor, name);
  if (cursor.peek() === '!' || cursor.peek() === '(')
    return parseEmbedRest(cursor, name, alias, false);
  cursor.pos = start;
  return parseField(cursor);
}

function parseField(cursor: Cursor): SelectField {
  let alias: string | undefined;
  const first = cursor.fieldName();
  let field: FieldRef;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = first;
    field = cursor.field();
  } else {
    field = { name: first, jsonPath: cursor.jsonPath() };
  }
  refuseAggregate(cursor, field.name);
  const cast = cursor.take('::') ? cursor.identifier() : undefined;
  cursor.skipSpaces();
  expectItemEnd(cursor);
  return {
    kind: 'field',
    field,
    ...(alias !== undefined && { alias }),
    ...(cast !== undefined && { cast }),
  };
}

function expectItemEnd(cursor: Cursor): void {
  cursor.skipSpaces();
  if (!cursor.eof() && cursor.peek() !== ',' && cursor.peek() !== ')') {
    cursor.fail('expecting "->>", "->", "::", ")", "," or end of input');
  }
}

function parseEmbedRest(
  cursor: Cursor,
  relation: string,
  alias: string | undefined,
  spread: boolean,
): SelectEmbed {
  let hint: string | undefined;
  let join: JoinType | undefined;
  while (cursor.take('!')) {
    const param = cursor.fieldName();
    if (param === 'inner' || param === 'left') join = param;
    else hint = param;
  }
  cursor.expect('(');
  const children = parseForest(cursor);
  cursor.expect(')');
  return {
    kind: 'embed',
    relation,
    spread,
    children,
    ...(alias !== undefined && { alias }),
    ...(hint !== undefined && { hint }),
    ...(join !== undefined && { join }),
  };
}
