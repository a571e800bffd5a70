import { errorResponse, invalidRange, tableNotFound } from './errors.ts';
import type { StatementResult } from './execute.ts';
import { negotiate, type Media } from './media.ts';
import type { Prepared, RestRequest } from './plan-types.ts';
import { preferenceApplied, type AppliedKind } from './prefer.ts';
import {
  ALL_ROWS,
  capRange,
  intersect,
  rangeFromHeader,
  readStatus,
  type RowRange,
} from './range.ts';
import { applyQueryToTree } from './read-plan-apply.ts';
import { AliasCounter, buildNode } from './read-plan.ts';
import { finish, singularCheck, withHeaders } from './respond.ts';
import type { SchemaSnapshot } from './schema-types.ts';
import { nodeSql } from './sql-read.ts';
import { bodyExpression, finalStatement, type BodyShape } from './sql-statement.ts';
import { ident, qualified, SqlParams } from './sql-text.ts';

/** limit/offset intersected with the Range header (reads only), capped at max-rows. */
export function topRange(r: RestRequest): RowRange {
  const fromParams = r.query.ranges.get('') ?? ALL_ROWS;
  const fromHeader =
    r.method === 'GET' || r.method === 'HEAD'
      ? rangeFromHeader(r.req.headers.get('range'))
      : ALL_ROWS;
  return capRange(intersect(fromParams, fromHeader), r.maxRows);
}

export function bodyShapeFor(r: RestRequest, media: Media): BodyShape {
  if (r.method === 'HEAD') return 'none';
  return media.kind === 'object' ? 'object' : media.kind === 'csv' ? 'csv' : 'array';
}

/** What a read's response needs from its request (kept instead of the request, so plans can be reused). */
export interface ReadContext {
  head: boolean;
  contentLocation: string;
  schema: string;
  applied: string | null;
}

export function readContext(r: RestRequest, applies: AppliedKind[] = []): ReadContext {
  return {
    head: r.method === 'HEAD',
    contentLocation: `${r.path}${r.query.canonical ? `?${r.query.canonical}` : ''}`,
    schema: r.schema,
    applied: preferenceApplied(r.prefs, applies),
  };
}

/**
 * The response of a read (tables, views and set-returning functions): Content-Range always,
 * 206 when a counted total is not covered, 416 with PGRST103 for an offset past the end.
 */
export function readResponse(
  context: ReadContext,
  media: Media,
  range: RowRange,
  result: StatementResult,
): Response {
  const { status, contentRange } = readStatus(range, result.pageTotal, result.total);
  if (status === 416) {
    const response = errorResponse(
      invalidRange(
        `An offset of ${range.offset} was requested, but there are only ${result.total ?? 0} rows.`,
      ),
    );
    response.headers.set('content-range', contentRange);
    return response;
  }
  const headers = withHeaders([
    ['content-range', contentRange],
    ['content-location', context.contentLocation],
    ['content-type', media.contentType],
    ['content-profile', context.schema],
    ['preference-applied', context.applied],
  ]);
  return finish(result, status, headers, context.head ? null : result.body);
}

export function planRead(snapshot: SchemaSnapshot, r: RestRequest): Prepared {
  const relation = snapshot.relations.get(r.name);
  if (!relation) throw tableNotFound(r.schema, r.name);
  const media = negotiate(r.req.headers.get('accept'), true);
  const root = buildNode(snapshot, r.name, relation, r.name, r.query.select, new AliasCounter());
  applyQueryToTree(root, r.query, true);
  const range = topRange(r);
  root.range = range;
  const params = new SqlParams();
  const ctx = { schema: r.schema, params };
  const from = `${qualified(r.schema, r.name)} AS ${ident(r.name)}`;
  const source = nodeSql(root, from, ctx, [], 'rows');
  const count = r.prefs.count ? nodeSql(root, from, ctx, [], 'count') : null;
  const sql = finalStatement({
    source,
    count,
    rows: 'SELECT * FROM pgrst_source',
    body: bodyExpression(bodyShapeFor(r, media), media.stripNulls),
    location: null,
  });
  const check = singularCheck(media);
  const context = readContext(r);
  return {
    readOnly: true,
    sql,
    params: params.values,
    ...(check && { check }),
    respond: (result) => readResponse(context, media, range, result),
  };
}
