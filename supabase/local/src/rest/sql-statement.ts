import { literal } from './sql-text.ts';

/** How the rows of `_postgrest_t` become the response body, built in Postgres. */
export type BodyShape = 'array' | 'object' | 'scalar' | 'setof-scalar' | 'csv' | 'none';

function strip(sql: string, stripNulls: boolean): string {
  return stripNulls ? `json_strip_nulls(${sql})` : sql;
}

const CSV_BODY =
  `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM ` +
  `(SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || '\n' || ` +
  `coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), '\n'), '')`;

export function bodyExpression(shape: BodyShape, stripNulls: boolean): string {
  switch (shape) {
    case 'array':
      return `coalesce(${strip('json_agg(_postgrest_t)', stripNulls)}, '[]')::text`;
    case 'object':
      return `coalesce((${strip('json_agg(_postgrest_t)->0', stripNulls)})::text, 'null')`;
    case 'scalar':
      return `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`;
    case 'setof-scalar':
      return `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`;
    case 'csv':
      return CSV_BODY;
    case 'none':
      return `''`;
  }
}

export interface StatementParts {
  /** The query behind `pgrst_source`: a read, a mutation or a function call. */
  source: string;
  /** Counts the rows of the whole (unpaged) result; null when no count was asked for. */
  count: string | null;
  /** The rows the body is built from, selected from pgrst_source. */
  rows: string;
  body: string;
  /** Location header parts (`col=eq.val`) for headers-only inserts; null elsewhere. */
  location: string | null;
}

/**
 * The single statement PostgREST runs per request: the source CTE, an optional count, and one
 * result row with both totals, the body, and the response.headers / response.status GUCs.
 */
export function finalStatement(parts: StatementParts): string {
  const countCte = parts.count === null ? '' : `, pgrst_source_count AS (${parts.count})`;
  const total =
    parts.count === null ? 'null::bigint' : '(SELECT pg_catalog.count(*) FROM pgrst_source_count)';
  return (
    `WITH pgrst_source AS (${parts.source})${countCte} ` +
    `SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
    `${parts.body} AS body, ${parts.location ?? 'null::text[]'} AS location, ` +
    `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
    `nullif(current_setting('response.status', true), '') AS response_status, ` +
    `nullif(current_setting('pgrst.inserted', true), '')::int AS inserted ` +
    `FROM (${parts.rows}) _postgrest_t`
  );
}

/** PostgREST's locationF: `pk=eq.value` for each primary key column of the first row. */
export function locationExpression(primaryKey: string[]): string {
  if (primaryKey.length === 0) return 'null::text[]';
  const literalList = primaryKey.map(literal).join(', ');
  return (
    `(WITH data AS (SELECT row_to_json(_) AS row FROM pgrst_source AS _ LIMIT 1) ` +
    `SELECT array_agg(json_data.key || '=' || coalesce('eq.' || json_data.value, 'is.null')) ` +
    `FROM data CROSS JOIN json_each_text(data.row) AS json_data WHERE json_data.key IN (${literalList}))`
  );
}
