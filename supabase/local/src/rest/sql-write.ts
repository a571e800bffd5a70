import type { Payload } from './payload.ts';
import type { RowRange } from './range.ts';
import type { Relation } from './schema-types.ts';
import { limitSql } from './sql-read.ts';
import { ident, literal, qualified, type SqlParams } from './sql-text.ts';

export interface WriteTarget {
  schema: string;
  relation: Relation;
  params: SqlParams;
  /** Columns for RETURNING: '*' for all, [] for `RETURNING 1` (no SELECT rights needed). */
  returning: string[] | '*';
}

function table(target: WriteTarget): string {
  return qualified(target.schema, target.relation.name);
}

function returningSql(target: WriteTarget): string {
  const name = ident(target.relation.name);
  if (target.returning === '*') return `RETURNING ${name}.*`;
  if (target.returning.length === 0) return 'RETURNING 1';
  return `RETURNING ${target.returning.map((column) => `${name}.${ident(column)}`).join(', ')}`;
}

/**
 * The body as a JSON array. With `missing=default` each object is laid over the written columns'
 * default expressions first (PostgREST's pgrst_json_defs), so absent keys get their defaults.
 */
function payloadArray(target: WriteTarget, payload: Payload, missingDefault: boolean): string {
  const param = `${target.params.add(payload.raw)}::json`;
  const array = payload.isArray ? param : `json_build_array(${param})`;
  if (!missingDefault) return array;
  const defaults = payload.columns.flatMap((column) => {
    const expr = target.relation.columns.get(column)?.defaultExpr;
    return expr ? [`${literal(column)}, ${expr}`] : [];
  });
  return `(SELECT json_agg(jsonb_build_object(${defaults.join(', ')}) || pgrst_elem) FROM jsonb_array_elements(${array}::jsonb) AS pgrst_elem)`;
}

/**
 * PostgREST's pgrst.inserted counter: +1 for every row offered to an upsert, -1 for every row
 * that merged into an existing one, so the response can say 201 (something new) or 200.
 */
function countInserted(delta: '+' | '-'): string {
  const current = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`;
  return `set_config('pgrst.inserted', (${current} ${delta} 1)::text, true) <> '${delta === '+' ? '0' : '-1'}'`;
}

export interface InsertOptions {
  missingDefault: boolean;
  conflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | null;
}

/** INSERT ... SELECT from json_populate_recordset(null::table, body): column types come from the table. */
export function insertSql(target: WriteTarget, payload: Payload, options: InsertOptions): string {
  const columns = payload.columns.map(ident);
  const source = `json_populate_recordset(NULL::${table(target)}, ${payloadArray(target, payload, options.missingDefault)})`;
  let sql =
    // `{}` or `[{}, {}]`: no column list, so every column takes its default.
    `INSERT INTO ${table(target)}${columns.length > 0 ? ` (${columns.join(', ')})` : ''} ` +
    `SELECT ${columns.map((column) => `pgrst_body.${column}`).join(', ')} FROM ${source} AS pgrst_body`;
  const conflict = options.conflict;
  if (conflict && conflict.columns.length > 0) {
    const merge = conflict.resolution === 'merge-duplicates' && columns.length > 0;
    if (merge) sql += ` WHERE ${countInserted('+')}`;
    const sets = columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
    const action = merge ? `DO UPDATE SET ${sets} WHERE ${countInserted('-')}` : 'DO NOTHING';
    sql += ` ON CONFLICT (${conflict.columns.map(ident).join(', ')}) ${action}`;
  } else if (conflict?.resolution === 'ignore-duplicates') {
    sql += ' ON CONFLICT DO NOTHING';
  }
  return `${sql} ${returningSql(target)}`;
}

/**
 * Restricts a write to a window of rows (PATCH/DELETE with limit/offset), via ctid as PostgREST
 * does; only tables have one.
 */
function windowCondition(
  target: WriteTarget,
  where: string[],
  order: string[],
  range: RowRange,
): string {
  const name = ident(target.relation.name);
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const orderSql = order.length > 0 ? ` ORDER BY ${order.join(', ')}` : '';
  return `${name}.ctid = ANY(ARRAY(SELECT ${name}.ctid FROM ${table(target)} AS ${name}${whereSql}${orderSql}${limitSql(range)}))`;
}

export interface FilterScope {
  where: string[];
  order: string[];
  range: RowRange | null;
}

function whereClause(target: WriteTarget, scope: FilterScope): string {
  const conditions = scope.range
    ? [windowCondition(target, scope.where, scope.order, scope.range)]
    : scope.where;
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}

export function updateSql(target: WriteTarget, payload: Payload, scope: FilterScope): string {
  if (payload.columns.length === 0) {
    // PostgREST answers an empty PATCH body without touching a row.
    const name = ident(target.relation.name);
    const columns =
      target.returning === '*'
        ? `${name}.*`
        : target.returning.length === 0
          ? '1'
          : target.returning.map((column) => `${name}.${ident(column)}`).join(', ');
    // The filters stay in the statement: their bind parameters are already numbered.
    return `SELECT ${columns} FROM ${table(target)} AS ${name} WHERE ${['false', ...scope.where].join(' AND ')}`;
  }
  const sets = payload.columns.map((column) => `${ident(column)} = pgrst_body.${ident(column)}`);
  const body = `(SELECT * FROM json_populate_record(NULL::${table(target)}, ${target.params.add(payload.raw)}::json)) AS pgrst_body`;
  return `UPDATE ${table(target)} SET ${sets.join(', ')} FROM ${body}${whereClause(target, scope)} ${returningSql(target)}`;
}

export function deleteSql(target: WriteTarget, scope: FilterScope): string {
  return `DELETE FROM ${table(target)}${whereClause(target, scope)} ${returningSql(target)}`;
}
