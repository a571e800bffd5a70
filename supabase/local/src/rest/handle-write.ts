import { RestError, tableNotFound } from './errors.ts';
import type { StatementResult } from './execute.ts';
import { negotiate, type Media } from './media.ts';
import { checkColumns, parsePayload } from './payload.ts';
import type { Prepared, RestRequest } from './plan-types.ts';
import { preferenceApplied, type AppliedKind, type Preferences } from './prefer.ts';
import { contentRange } from './range.ts';
import { applyQueryToTree } from './read-plan-apply.ts';
import { AliasCounter, buildNode, type ReadNode } from './read-plan.ts';
import { finish, singularCheck, withHeaders } from './respond.ts';
import type { Relation, SchemaSnapshot } from './schema-types.ts';
import { fieldSql, filterSql, logicSql } from './sql-filter.ts';
import { nodeSql } from './sql-read.ts';
import { bodyExpression, finalStatement, locationExpression } from './sql-statement.ts';
import { ident, SqlParams } from './sql-text.ts';
import {
  deleteSql,
  insertSql,
  updateSql,
  type FilterScope,
  type WriteTarget,
} from './sql-write.ts';

/**
 * RETURNING for return=representation: only what the select needs (its columns, the keys its
 * embeds join on, the primary key), or everything for `*`, as PostgREST's returningCols.
 */
function returningColumns(root: ReadNode, relation: Relation): string[] | '*' {
  if (root.items.some((item) => item.kind === 'star')) return '*';
  const names = root.items.flatMap((item) => (item.kind === 'field' ? [item.field.name] : []));
  for (const embed of root.embeds) {
    const rel = embed.relationship;
    names.push(
      ...(rel.junction
        ? rel.junction.sourceColumns.map(([, own]) => own)
        : rel.columns.map(([own]) => own)),
    );
  }
  names.push(...relation.primaryKey);
  return [...new Set(names)];
}

/** The top-level filters, logic, order and window of a PATCH/DELETE. */
function rootScope(r: RestRequest, relation: Relation, params: SqlParams): FilterScope {
  const filter = (f: Parameters<typeof filterSql>[1]) => filterSql(r.name, f, params, relation);
  const where = [
    ...r.query.filters.filter(({ path }) => path.length === 0).map(({ filter: f }) => filter(f)),
    ...r.query.logic
      .filter(({ path }) => path.length === 0)
      .map(({ tree }) => logicSql(tree, filter)),
  ];
  const order = r.query.order
    .filter(({ path }) => path.length === 0)
    .flatMap(({ terms }) => terms)
    .map((term) => {
      const direction = term.direction ? ` ${term.direction.toUpperCase()}` : '';
      const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
      return `${fieldSql(r.name, term.field, params)}${direction}${nulls}`;
    });
  return { where, order, range: r.query.ranges.get('') ?? null };
}

/**
 * Hosted Supabase loads pg-safeupdate for PostgREST: an UPDATE or DELETE with no WHERE clause is
 * refused (21000). A limit or order alone is no filter.
 */
function filteredScope(r: RestRequest, relation: Relation, params: SqlParams): FilterScope {
  const scope = rootScope(r, relation, params);
  if (scope.where.length > 0) return scope;
  const verb = r.method === 'DELETE' ? 'DELETE' : 'UPDATE';
  throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

function mutationSql(r: RestRequest, target: WriteTarget): string {
  const relation = target.relation;
  if (r.method === 'DELETE') return deleteSql(target, filteredScope(r, relation, target.params));
  const payload = parsePayload(r.bodyText, r.method === 'POST', r.query.columns);
  checkColumns(relation, payload.columns);
  if (r.method === 'PATCH')
    return updateSql(target, payload, filteredScope(r, relation, target.params));
  const onConflict = r.query.onConflict ?? relation.primaryKey;
  if (r.query.onConflict) checkColumns(relation, r.query.onConflict);
  return insertSql(target, payload, {
    missingDefault: r.prefs.missing === 'default',
    conflict: r.prefs.resolution ? { columns: onConflict, resolution: r.prefs.resolution } : null,
  });
}

/** PGRST124 when a strict max-affected is exceeded; checked inside the transaction. */
export function maxAffectedCheck(
  prefs: Preferences,
): ((result: StatementResult) => void) | undefined {
  const limit = prefs.maxAffected;
  if (prefs.handling !== 'strict' || limit === undefined) return undefined;
  return (result) => {
    if (result.pageTotal > limit) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${result.pageTotal} rows`,
      );
    }
  };
}

function encodeLocationPart(part: string): string {
  const eq = part.indexOf('=');
  return `${encodeURIComponent(part.slice(0, eq))}=${encodeURIComponent(part.slice(eq + 1))}`;
}

/** What Preference-Applied may report for this write (PostgREST's responsePreferences). */
function appliedKinds(r: RestRequest, relation: Relation): AppliedKind[] {
  if (r.method === 'DELETE') return ['return', 'maxAffected'];
  if (r.method === 'PATCH') return ['missing', 'return', 'maxAffected'];
  const upsertable = relation.primaryKey.length > 0 || r.query.onConflict !== null;
  return upsertable ? ['resolution', 'missing', 'return'] : ['missing', 'return'];
}

function writeResponse(
  r: RestRequest,
  relation: Relation,
  media: Media,
  result: StatementResult,
): Response {
  const representation = r.prefs.return === 'representation';
  const total = r.prefs.count ? result.pageTotal : null;
  const range =
    r.method === 'PATCH' ? contentRange(0, result.pageTotal - 1, total) : contentRange(1, 0, total);
  const location =
    r.method === 'POST' &&
    r.prefs.return === 'headers-only' &&
    result.pageTotal === 1 &&
    result.location.length > 0
      ? `/${r.name}?${result.location.map(encodeLocationPart).join('&')}`
      : null;
  const applied = preferenceApplied(r.prefs, appliedKinds(r, relation));
  const headers = withHeaders([
    ['location', location],
    ['content-range', range],
    ['preference-applied', applied],
    ['content-type', representation ? media.contentType : null],
    ['content-profile', representation ? r.schema : null],
  ]);
  const mergedOnly = r.prefs.resolution === 'merge-duplicates' && result.inserted === 0;
  const status = r.method === 'POST' ? (mergedOnly ? 200 : 201) : representation ? 200 : 204;
  return finish(result, status, headers, representation ? result.body : null);
}

/** POST (insert/upsert), PATCH and DELETE on a table or view. */
export function planWrite(snapshot: SchemaSnapshot, r: RestRequest): Prepared {
  const relation = snapshot.relations.get(r.name);
  if (!relation) throw tableNotFound(r.schema, r.name);
  const media = negotiate(r.req.headers.get('accept'), false);
  const representation = r.prefs.return === 'representation';
  const root = buildNode(snapshot, r.name, relation, r.name, r.query.select, new AliasCounter());
  applyQueryToTree(root, r.query, false);
  const params = new SqlParams();
  const headersOnly = r.method === 'POST' && r.prefs.return === 'headers-only';
  const returning = representation
    ? returningColumns(root, relation)
    : headersOnly
      ? relation.primaryKey
      : [];
  const source = mutationSql(r, { schema: r.schema, relation, params, returning });
  const rows = representation
    ? nodeSql(root, `pgrst_source AS ${ident(r.name)}`, { schema: r.schema, params }, [], 'rows')
    : 'SELECT * FROM pgrst_source';
  const sql = finalStatement({
    source,
    count: null,
    rows,
    body: representation
      ? bodyExpression(media.kind === 'object' ? 'object' : 'array', media.stripNulls)
      : "''",
    location: headersOnly ? locationExpression(relation.primaryKey) : null,
  });
  const singular = singularCheck(media);
  const maxAffected = maxAffectedCheck(r.prefs);
  return {
    readOnly: false,
    sql,
    params: params.values,
    check: (result) => {
      singular?.(result);
      maxAffected?.(result);
    },
    respond: (result) => writeResponse(r, relation, media, result),
  };
}
