import { Cursor } from './parse-cursor.ts';
import {
  hasOperator,
  parseFilterValue,
  parseLogicTree,
  parseTreePath,
  type Filter,
  type LogicTree,
} from './parse-filters.ts';
import { parseOrder, type OrderTerm } from './parse-order.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';
import { rangeFromParams, type RowRange } from './range.ts';

interface PathFilter {
  path: string[];
  filter: Filter;
}

interface PathLogic {
  path: string[];
  tree: LogicTree;
}

interface PathOrder {
  path: string[];
  terms: OrderTerm[];
}

/** The query string of one request, parsed the way PostgREST's QueryParams.hs does. */
export interface QueryParams {
  select: SelectItem[];
  columns: string[] | null;
  onConflict: string[] | null;
  filters: PathFilter[];
  logic: PathLogic[];
  order: PathOrder[];
  /** Keyed by embed path joined with '.', '' for the top level. */
  ranges: Map<string, RowRange>;
  /** On an RPC GET/HEAD, parameters without an operator: the function's arguments. */
  rpcArgs: [string, string][];
  /** The query string sorted by key, for Content-Location. */
  canonical: string;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
/**
 * The gateway's own credential. Hosted Supabase's Kong checks it and hides it from PostgREST
 * (key-auth with hide_credentials), so it is neither a filter nor an argument.
 */
const GATEWAY_CREDENTIAL = 'apikey';

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

function pathOf(key: string): string[] {
  return key.split('.').slice(0, -1);
}

/** A comma list of column names, e.g. `columns="a","b"` or `on_conflict=a,b`. */
function parseColumnList(text: string, what: string): string[] {
  const cursor = new Cursor(text, what);
  const names: string[] = [];
  do {
    names.push(cursor.fieldName());
    cursor.skipSpaces();
  } while (cursor.take(','));
  if (!cursor.eof()) cursor.fail('expecting "," or end of input');
  return names;
}

function parseLogicKey(key: string, value: string): PathLogic {
  const parts = key.split('.');
  const op = parts.at(-1)!;
  const negate = parts.includes('not');
  const path = parts.slice(0, -1).filter((part) => part !== 'not');
  return { path, tree: parseLogicTree(negate ? `not.${op}` : op, value) };
}

function collectRanges(search: URLSearchParams): Map<string, RowRange> {
  const limits = new Map<string, string>();
  const offsets = new Map<string, string>();
  for (const [key, value] of search) {
    const ending = lastSegment(key);
    const target = ending === 'limit' ? limits : ending === 'offset' ? offsets : null;
    const pathKey = pathOf(key).join('.');
    if (target && !target.has(pathKey)) target.set(pathKey, value);
  }
  const ranges = new Map<string, RowRange>();
  for (const path of new Set([...limits.keys(), ...offsets.keys()])) {
    ranges.set(path, rangeFromParams(limits.get(path), offsets.get(path)));
  }
  return ranges;
}

/**
 * `rpcRead`: a GET/HEAD on /rpc/fn, where a parameter without an operator is an argument. On
 * tables (and RPC POSTs) every other parameter is a filter, and one PostgREST cannot parse is a
 * 400 PGRST100 — never silently dropped, which would turn `DELETE ?id=<uuid>` into "delete all".
 */
export function parseQueryParams(input: URLSearchParams, rpcRead = false): QueryParams {
  const search = new URLSearchParams([...input].filter(([key]) => key !== GATEWAY_CREDENTIAL));
  const parsed: QueryParams = {
    select: parseSelect(search.get('select') ?? '*'),
    columns: search.has('columns')
      ? parseColumnList(search.get('columns')!, 'columns parameter')
      : null,
    onConflict: search.has('on_conflict')
      ? parseColumnList(search.get('on_conflict')!, 'on_conflict parameter')
      : null,
    filters: [],
    logic: [],
    order: [],
    ranges: collectRanges(search),
    rpcArgs: [],
    canonical: canonicalQuery(search),
  };
  for (const [key, value] of search) {
    const ending = lastSegment(key);
    if (RESERVED.has(key) || ending === 'limit' || ending === 'offset') continue;
    if (ending === 'and' || ending === 'or') parsed.logic.push(parseLogicKey(key, value));
    else if (ending === 'order') parsed.order.push({ path: pathOf(key), terms: parseOrder(value) });
    else if (rpcRead && !key.includes('.') && !hasOperator(value))
      parsed.rpcArgs.push([key, value]);
    else {
      const { path, field } = parseTreePath(key);
      parsed.filters.push({ path, filter: { field, ...parseFilterValue(value) } });
    }
  }
  return parsed;
}

function canonicalQuery(search: URLSearchParams): string {
  const sorted = new URLSearchParams([...search].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return sorted.toString();
}
