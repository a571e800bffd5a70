import { RestError } from './errors.ts';
import { maxAffectedCheck } from './handle-write.ts';
import { bodyShapeFor, readContext, readResponse, topRange } from './handle-read.ts';
import { negotiate } from './media.ts';
import type { Prepared, RestRequest } from './plan-types.ts';
import type { RowRange } from './range.ts';
import { applyQueryToTree } from './read-plan-apply.ts';
import { AliasCounter, buildNode } from './read-plan.ts';
import { finish, singularCheck, withHeaders } from './respond.ts';
import { callSql, findRoutine, rpcArguments } from './rpc.ts';
import type { Routine, SchemaSnapshot } from './schema-types.ts';
import { limitSql, nodeSql } from './sql-read.ts';
import { bodyExpression, finalStatement, type BodyShape } from './sql-statement.ts';
import { ident, SqlParams } from './sql-text.ts';

interface RowsPlan {
  rows: string;
  /** Built only when asked for: it adds its own bind parameters. */
  count: () => string;
  shape: (base: BodyShape) => BodyShape;
}

/** How pgrst_source becomes rows: a read plan for composites (select, filters, embeds), plain values otherwise. */
function rowsFor(
  snapshot: SchemaSnapshot,
  r: RestRequest,
  routine: Routine,
  range: RowRange,
  params: SqlParams,
): RowsPlan {
  const returns = routine.returns;
  if (returns.kind === 'composite') {
    const relation =
      returns.relation === null ? null : (snapshot.relations.get(returns.relation) ?? null);
    const root = buildNode(
      snapshot,
      returns.relation ?? routine.name,
      relation,
      routine.name,
      r.query.select,
      new AliasCounter(),
    );
    applyQueryToTree(root, r.query, true);
    root.range = range;
    const ctx = { schema: r.schema, params };
    const from = `pgrst_source AS ${ident(routine.name)}`;
    return {
      rows: nodeSql(root, from, ctx, [], 'rows'),
      count: () => nodeSql(root, from, ctx, [], 'count'),
      // A function returning one row answers with an object, not an array.
      shape: (base) => (base === 'array' && !returns.setOf ? 'object' : base),
    };
  }
  return {
    rows: `SELECT pgrst_source.pgrst_scalar FROM pgrst_source${limitSql(range)}`,
    count: () => 'SELECT 1 FROM pgrst_source',
    shape: (base) => {
      if (base !== 'array' && base !== 'object') return base;
      return returns.kind === 'scalar' && returns.setOf && base === 'array'
        ? 'setof-scalar'
        : 'scalar';
    },
  };
}

function returnsSet(routine: Routine): boolean {
  return routine.returns.kind !== 'void' && routine.returns.setOf;
}

/** POST, GET and HEAD on /rpc/<function>. */
export function planRpc(snapshot: SchemaSnapshot, r: RestRequest): Prepared {
  const args = rpcArguments(
    r.method,
    r.req.headers.get('content-type'),
    r.bodyText,
    r.query.rpcArgs,
  );
  const routine = findRoutine(snapshot, r.name, args);
  if (r.prefs.handling === 'strict' && r.prefs.maxAffected !== undefined && !returnsSet(routine)) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const media = negotiate(r.req.headers.get('accept'), false);
  const params = new SqlParams();
  const source = callSql(r.schema, routine, args, params);
  const range = topRange(r);
  const plan = rowsFor(snapshot, r, routine, range, params);
  const sql = finalStatement({
    source,
    count: r.prefs.count ? plan.count() : null,
    rows: plan.rows,
    body: bodyExpression(plan.shape(bodyShapeFor(r, media)), media.stripNulls),
    location: null,
  });
  const singular = singularCheck(media);
  const maxAffected = maxAffectedCheck(r.prefs);
  const context = readContext(r, ['maxAffected']);
  const returnsVoid = routine.returns.kind === 'void';
  return {
    readOnly: r.method !== 'POST' || routine.volatility !== 'volatile',
    sql,
    params: params.values,
    check: (result) => {
      singular?.(result);
      maxAffected?.(result);
    },
    respond: (result) => {
      if (!returnsVoid) return readResponse(context, media, range, result);
      return finish(result, 204, withHeaders([['preference-applied', context.applied]]), null);
    },
  };
}
