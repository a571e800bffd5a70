import { Cursor, type FieldRef } from './parse-cursor.ts';

/** Operators taking one value, with their SQL. */
export const SIMPLE_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
type SimpleOperator = keyof typeof SIMPLE_OPERATORS;

const QUANTIFIABLE = new Set<SimpleOperator>([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);

export const FTS_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
type FtsOperator = keyof typeof FTS_FUNCTIONS;

type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { op: SimpleOperator; value: string; quantifier?: 'any' | 'all' }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: IsValue }
  | { op: 'isdistinct'; value: string }
  | { op: FtsOperator; config?: string; value: string };

export interface OpExpr {
  negate: boolean;
  operation: Operation;
}

export interface Filter extends OpExpr {
  field: FieldRef;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: LogicTree[] };

/** Does this value look like a filter (rather than an RPC argument)? Mirrors QueryParams.hs. */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const head = parts[0] ?? '';
  if (
    (head === 'not' && parts.length > 1) ||
    head === 'is' ||
    head === 'in' ||
    head === 'isdistinct'
  )
    return true;
  if (operatorName(head) !== null || head in FTS_FUNCTIONS) return true;
  const paren = value.split('(');
  return paren.length > 1 && (paren[0] ?? '') in FTS_FUNCTIONS;
}

function operatorName(text: string): SimpleOperator | null {
  const base = text.replace(/\((any|all)\)$/, '');
  return base in SIMPLE_OPERATORS ? (base as SimpleOperator) : null;
}

/** Parses a filter key: `col`, `col->a->>b`, `rel.col`, `rel.sub.col`. */
export function parseTreePath(key: string): { path: string[]; field: FieldRef } {
  const cursor = new Cursor(key, 'tree path');
  const names = [cursor.fieldName()];
  while (cursor.take('.')) names.push(cursor.fieldName());
  const jsonPath = cursor.jsonPath();
  if (!cursor.eof()) cursor.fail('expecting "->", "->>", delimiter (.) or end of input');
  return { path: names.slice(0, -1), field: { name: names.at(-1)!, jsonPath } };
}

/** Parses a filter value such as `eq.5`, `not.in.(1,2)` or `fts(english).cat`. */
export function parseFilterValue(value: string): OpExpr {
  const cursor = new Cursor(value, 'filter');
  return parseOpExpr(cursor, () => {
    const rest = cursor.rest;
    cursor.pos = cursor.text.length;
    return rest;
  });
}

function parseOpExpr(cursor: Cursor, singleValue: () => string): OpExpr {
  const negate = cursor.take('not.');
  return { negate, operation: parseOperation(cursor, singleValue) };
}

function parseOperation(cursor: Cursor, singleValue: () => string): Operation {
  if (cursor.take('in.')) return { op: 'in', values: parseList(cursor) };
  if (cursor.take('is.')) return { op: 'is', value: parseIsValue(cursor) };
  if (cursor.take('isdistinct.')) return { op: 'isdistinct', value: singleValue() };
  const nameMatch = /^[a-z]+/.exec(cursor.rest);
  const name = nameMatch?.[0] ?? '';
  if (name in FTS_FUNCTIONS) {
    cursor.pos += name.length;
    let config: string | undefined;
    if (cursor.take('(')) {
      config = cursor.identifier();
      cursor.expect(')');
    }
    cursor.expect('.');
    return {
      op: name as FtsOperator,
      value: singleValue(),
      ...(config !== undefined && { config }),
    };
  }
  const dot = cursor.rest.indexOf('.');
  const opText = dot < 0 ? cursor.rest : cursor.rest.slice(0, dot);
  const op = operatorName(opText);
  if (op === null || dot < 0) {
    throw cursor.error(`unknown single value operator ${opText}`);
  }
  const quantifier = /\((any|all)\)$/.exec(opText)?.[1] as 'any' | 'all' | undefined;
  if (quantifier && !QUANTIFIABLE.has(op))
    throw cursor.error(`unknown single value operator ${opText}`);
  cursor.pos += dot + 1;
  return { op, value: singleValue(), ...(quantifier && { quantifier }) };
}

function parseIsValue(cursor: Cursor): IsValue {
  const match = /^(null|not_null|true|false|unknown)/i.exec(cursor.rest);
  if (!match) cursor.fail('expecting null or trilean value (unknown, true, false)');
  cursor.pos += match[0].length;
  return match[0].toLowerCase() as IsValue;
}

/** `(a,"b,c",d)`: the values of `in`. */
function parseList(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  do {
    values.push(listElement(cursor));
  } while (cursor.take(','));
  cursor.skipSpaces();
  cursor.expect(')');
  cursor.skipSpaces();
  return values;
}

function listElement(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = cursor.quoted();
    if (cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  return unquotedUntil(cursor, ',)');
}

function unquotedUntil(cursor: Cursor, stops: string): string {
  const start = cursor.pos;
  while (!cursor.eof() && !stops.includes(cursor.peek())) cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

/** A value inside `or=(...)`: quoted, a `{...}` array literal, or text up to `,` or `)`. */
function logicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = cursor.quoted();
    if (cursor.eof() || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.pos);
    if (close > 0 && !cursor.text.slice(cursor.pos + 1, close).includes('{')) {
      const value = cursor.text.slice(cursor.pos, close + 1);
      cursor.pos = close + 1;
      return value;
    }
  }
  return unquotedUntil(cursor, ',)');
}

/** Parses `and=`/`or=` values; `operator` is `and`, `or`, `not.and` or `not.or`. */
export function parseLogicTree(operator: string, value: string): LogicTree {
  const cursor = new Cursor(`${operator}${value}`, 'logic tree');
  const tree = parseLogicNode(cursor);
  cursor.skipSpaces();
  if (!cursor.eof()) cursor.fail('expecting end of input');
  return tree;
}

function parseLogicNode(cursor: Cursor): LogicTree {
  cursor.skipSpaces();
  const start = cursor.pos;
  const negate = cursor.take('not.');
  const op = cursor.take('and(') ? 'and' : cursor.take('or(') ? 'or' : null;
  if (op) {
    const children: LogicTree[] = [];
    do {
      children.push(parseLogicNode(cursor));
      cursor.skipSpaces();
    } while (cursor.take(','));
    cursor.expect(')');
    return { kind: 'logic', op, negate, children };
  }
  cursor.pos = start;
  const field = cursor.field();
  cursor.expect('.');
  const expr = parseOpExpr(cursor, () => logicValue(cursor));
  return { kind: 'filter', filter: { field, ...expr } };
}
