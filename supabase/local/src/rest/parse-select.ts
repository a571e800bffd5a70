import { Cursor, type FieldRef } from './parse-cursor.ts';

type Aggregate = 'count' | 'sum' | 'avg' | 'max' | 'min';
const AGGREGATES: Aggregate[] = ['sum', 'avg', 'count', 'max', 'min'];

type JoinType = 'inner' | 'left';

export interface SelectField {
  kind: 'field';
  /** `*` for a bare `count()`. */
  field: FieldRef;
  alias?: string;
  cast?: string;
  /** `col.sum()`, `count()`: allowed only with pgrst.db_aggregates_enabled (the planner checks). */
  aggregate?: Aggregate;
  /** `col.sum()::text`: the aggregate's result cast. */
  aggregateCast?: string;
}

interface SelectStar {
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

/** Deeper nesting than this cannot be planned anyway (read-plan's MAX_EMBED_DEPTH): stop parsing early. */
const MAX_NESTING = 32;

function parseForest(cursor: Cursor, depth = 0): SelectItem[] {
  if (depth > MAX_NESTING) cursor.fail(`at most ${MAX_NESTING} levels of embedding`);
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  if (cursor.peek() === ')') return items;
  do {
    cursor.skipSpaces();
    items.push(parseItem(cursor, depth));
    cursor.skipSpaces();
  } while (cursor.take(','));
  return items;
}

function parseItem(cursor: Cursor, depth: number): SelectItem {
  if (cursor.take('...')) return parseEmbedRest(cursor, cursor.fieldName(), undefined, true, depth);
  if (cursor.take('*')) {
    expectItemEnd(cursor);
    return { kind: 'star' };
  }
  const start = cursor.pos;
  let alias: string | undefined;
  if (cursor.take('count()')) return countAll(cursor, undefined);
  let name = cursor.fieldName();
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = name;
    if (cursor.take('count()')) return countAll(cursor, alias);
    name = cursor.fieldName();
  }
  if (cursor.peek() === '!' || cursor.peek() === '(')
    return parseEmbedRest(cursor, name, alias, false, depth);
  cursor.pos = start;
  return parseField(cursor);
}

/** PostgREST's `count()` (optionally aliased and cast): COUNT(*) of the node's rows. */
function countAll(cursor: Cursor, alias: string | undefined): SelectField {
  const aggregateCast = cursor.take('::') ? cursor.identifier() : undefined;
  expectItemEnd(cursor);
  return {
    kind: 'field',
    field: { name: '*', jsonPath: [] },
    aggregate: 'count',
    ...(alias !== undefined && { alias }),
    ...(aggregateCast !== undefined && { aggregateCast }),
  };
}

function parseAggregate(cursor: Cursor): Aggregate | undefined {
  const found = AGGREGATES.find((name) => cursor.startsWith(`.${name}()`));
  if (found) cursor.pos += found.length + 3;
  return found;
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
  const cast = cursor.take('::') ? cursor.identifier() : undefined;
  const aggregate = parseAggregate(cursor);
  const aggregateCast = aggregate && cursor.take('::') ? cursor.identifier() : undefined;
  cursor.skipSpaces();
  expectItemEnd(cursor);
  return {
    kind: 'field',
    field,
    ...(alias !== undefined && { alias }),
    ...(cast !== undefined && { cast }),
    ...(aggregate !== undefined && { aggregate }),
    ...(aggregateCast !== undefined && { aggregateCast }),
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
  depth: number,
): SelectEmbed {
  let hint: string | undefined;
  let join: JoinType | undefined;
  // At most two `!` parameters, as PostgREST's pEmbedParams reads.
  for (let i = 0; i < 2 && cursor.take('!'); i += 1) {
    const param = cursor.fieldName();
    if ((param === 'inner' || param === 'left') && join === undefined) join = param;
    else if (hint === undefined) hint = param;
  }
  cursor.expect('(');
  const children = parseForest(cursor, depth + 1);
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
