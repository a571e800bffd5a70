import type { FieldRef } from './parse-cursor.ts';
import {
  FTS_FUNCTIONS,
  SIMPLE_OPERATORS,
  type Filter,
  type LogicTree,
  type Operation,
} from './parse-filters.ts';
import { queryParseError } from './errors.ts';
import type { Relation } from './schema-types.ts';
import { ident, type SqlParams } from './sql-text.ts';

/** Nested operators a JSON path may become; PGlite's stack gives out (XX000) near 270. */
const MAX_JSON_OPERATORS = 100;

/**
 * `"alias"."col"->$1->>$2::int`: JSON keys and indexes are bind parameters too. A run of two or
 * more object keys before the last step becomes one `#> $n::text[]` (same result as the `->`
 * chain), so a long path is not a deep expression; what is still deeper is refused.
 */
export function fieldSql(alias: string, field: FieldRef, params: SqlParams): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  const steps = field.jsonPath;
  let operators = 0;
  for (let i = 0; i < steps.length; i++) {
    let end = i;
    while (end < steps.length - 1 && !steps[end]!.index) end++;
    if (end - i >= 2) {
      sql = `(${sql} #> ${params.add(arrayLiteral(steps.slice(i, end).map((s) => s.key)))}::text[])`;
      i = end - 1;
    } else {
      const step = steps[i]!;
      sql += `${step.arrow}${params.add(step.key)}${step.index ? '::int' : ''}`;
    }
    operators += 1;
  }
  if (operators > MAX_JSON_OPERATORS) {
    throw queryParseError(
      `JSON path of '${field.name}' too deep`,
      `At most ${MAX_JSON_OPERATORS} array indexes and key runs are supported`,
    );
  }
  return sql;
}

/** A Postgres array literal of the values, every element quoted, for `= ANY($n)`. */
function arrayLiteral(values: string[]): string {
  const quoted = values.map(
    (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${quoted.join(',')}}`;
}

const IS_SQL = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
} as const;

function starToPercent(value: string): string {
  return value.replaceAll('*', '%');
}

function operationSql(
  column: string,
  operation: Operation,
  params: SqlParams,
  ftsColumn: string,
): string {
  switch (operation.op) {
    case 'in':
      if (operation.values.length === 1 && operation.values[0] === '')
        return `${column} = ANY('{}')`;
      return `${column} = ANY(${params.add(arrayLiteral(operation.values))})`;
    case 'is':
      return `${column} IS ${IS_SQL[operation.value]}`;
    case 'isdistinct':
      return `${column} IS DISTINCT FROM ${params.add(operation.value)}`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config =
        operation.config === undefined ? '' : `${params.add(operation.config)}::regconfig, `;
      return `${ftsColumn} @@ ${FTS_FUNCTIONS[operation.op]}(${config}${params.add(operation.value)})`;
    }
    default: {
      const isPattern = operation.op === 'like' || operation.op === 'ilike';
      const value = params.add(isPattern ? starToPercent(operation.value) : operation.value);
      const right = operation.quantifier
        ? `${operation.quantifier.toUpperCase()}(${value})`
        : value;
      return `${column} ${SIMPLE_OPERATORS[operation.op]} ${right}`;
    }
  }
}

/**
 * One filter as SQL. Full-text search on a column that is not a tsvector goes through
 * to_tsvector(config, col), as PostgREST does.
 */
export function filterSql(
  alias: string,
  filter: Filter,
  params: SqlParams,
  relation: Relation | null,
): string {
  const column = fieldSql(alias, filter.field, params);
  const operation = filter.operation;
  const columnType =
    filter.field.jsonPath.length === 0
      ? relation?.columns.get(filter.field.name)?.typname
      : undefined;
  let ftsColumn = column;
  if (operation.op in FTS_FUNCTIONS && columnType !== undefined && columnType !== 'tsvector') {
    const config =
      'config' in operation && operation.config !== undefined
        ? `${params.add(operation.config)}::regconfig, `
        : '';
    ftsColumn = `to_tsvector(${config}${column})`;
  }
  const sql = operationSql(column, operation, params, ftsColumn);
  return filter.negate ? `NOT ${sql}` : sql;
}

/** An `and`/`or` tree; `filterFor` renders the leaves (it knows the alias and the relation). */
export function logicSql(tree: LogicTree, filterFor: (filter: Filter) => string): string {
  if (tree.kind === 'filter') return filterFor(tree.filter);
  const joined = tree.children
    .map((child) => logicSql(child, filterFor))
    .join(tree.op === 'and' ? ' AND ' : ' OR ');
  return `${tree.negate ? 'NOT ' : ''}(${joined})`;
}
