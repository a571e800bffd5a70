import type { OrderTerm } from './parse-order.ts';
import type { RowRange } from './range.ts';
import {
  hasAggregates,
  itemOutputName,
  outputNames,
  type EmbedNode,
  type PlainItem,
  type ReadNode,
} from './read-plan.ts';
import { fieldSql, filterSql, logicSql } from './sql-filter.ts';
import { ident, qualified, type SqlParams } from './sql-text.ts';

export interface SqlContext {
  schema: string;
  params: SqlParams;
}

/** What a node's SELECT is for: its rows, or only `1` per row for counting. */
export type NodeMode = 'rows' | 'count';

function itemSql(node: ReadNode, item: PlainItem, ctx: SqlContext): string {
  if (item.kind === 'star') return `${ident(node.alias)}.*`;
  const column =
    item.field.name === '*' && item.aggregate === 'count'
      ? '*'
      : fieldSql(node.alias, item.field, ctx.params);
  let value = item.cast ? `CAST(${column} AS ${item.cast})` : column;
  if (item.aggregate) value = `pg_catalog.${item.aggregate}(${value})`;
  if (item.aggregateCast) value = `CAST(${value} AS ${item.aggregateCast})`;
  return `${value} AS ${ident(itemOutputName(item))}`;
}

/** With aggregates, every other output column groups the rows (by position, as PostgREST groups by them). */
function groupBy(node: ReadNode): string {
  if (!hasAggregates(node)) return '';
  const positions: number[] = [];
  let position = 0;
  for (const item of node.items) {
    if (item.kind === 'star') return '';
    position += 1;
    if (!item.aggregate) positions.push(position);
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    const width = embed.spread ? outputNames(embed.node).length : 1;
    for (let i = 0; i < width; i += 1) positions.push((position += 1));
  }
  return positions.length > 0 ? ` GROUP BY ${positions.join(', ')}` : '';
}

function embedColumns(embed: EmbedNode): string[] {
  if (embed.hidden) return [];
  const lateral = ident(embed.lateral);
  if (embed.spread) return outputNames(embed.node).map((name) => `${lateral}.${ident(name)}`);
  if (embed.toOne) return [`${lateral}.v AS ${ident(embed.name)}`];
  return [`COALESCE(${lateral}.v, '[]') AS ${ident(embed.name)}`];
}

function selectList(node: ReadNode, ctx: SqlContext): string {
  if (node.countOnly) return 'pg_catalog.count(*) AS "count"';
  const columns = [
    ...node.items.map((item) => itemSql(node, item, ctx)),
    ...node.embeds.flatMap(embedColumns),
  ];
  return columns.join(', ');
}

/** The child's FROM and the conditions tying its rows to the parent row. */
function childSource(
  embed: EmbedNode,
  parentAlias: string,
  ctx: SqlContext,
): { from: string; where: string[] } {
  const child = ident(embed.node.alias);
  const parent = ident(parentAlias);
  const rel = embed.relationship;
  // A computed relationship: the function called with the parent's row, as PostgREST does.
  if (rel.computed)
    return { from: `${qualified(ctx.schema, rel.computed)}(${parent}) AS ${child}`, where: [] };
  const from = `${qualified(ctx.schema, rel.foreignTable)} AS ${child}`;
  if (!rel.junction) {
    return {
      from,
      where: rel.columns.map(
        ([own, foreign]) => `${child}.${ident(foreign)} = ${parent}.${ident(own)}`,
      ),
    };
  }
  const junction = ident(`${embed.node.alias}_junction`);
  const on = rel.junction.targetColumns.map(
    ([jc, target]) => `${junction}.${ident(jc)} = ${child}.${ident(target)}`,
  );
  return {
    from: `${from} INNER JOIN ${qualified(ctx.schema, rel.junction.table)} AS ${junction} ON ${on.join(' AND ')}`,
    where: rel.junction.sourceColumns.map(
      ([jc, source]) => `${junction}.${ident(jc)} = ${parent}.${ident(source)}`,
    ),
  };
}

function lateralJoin(embed: EmbedNode, parentAlias: string, ctx: SqlContext): string {
  const { from, where } = childSource(embed, parentAlias, ctx);
  const inner = nodeSql(embed.node, from, ctx, where, 'rows');
  const lateral = ident(embed.lateral);
  const joinType = embed.inner && embed.toOne ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';
  if (embed.spread && embed.toOne) return `${joinType} (${inner}) AS ${lateral} ON TRUE`;
  if (embed.spread) {
    // A to-many spread (PostgREST 13): each of the child's columns as an array of its values.
    const columns = outputNames(embed.node).map(
      (name) => `COALESCE(json_agg(pgrst_e.${ident(name)}), '[]')::jsonb AS ${ident(name)}`,
    );
    return `${joinType} (SELECT ${columns.join(', ')} FROM (${inner}) AS pgrst_e) AS ${lateral} ON TRUE`;
  }
  const aggregate = embed.toOne ? 'to_json(pgrst_e)' : 'json_agg(pgrst_e)';
  return `${joinType} (SELECT ${aggregate} AS v FROM (${inner}) AS pgrst_e) AS ${lateral} ON TRUE`;
}

function embedConditions(embed: EmbedNode): string[] {
  const value = `${ident(embed.lateral)}.v`;
  const conditions: string[] = [];
  if (embed.inner && !embed.toOne) conditions.push(`${value} IS NOT NULL`);
  if (embed.nullFilter === 'null') conditions.push(`${value} IS NULL`);
  if (embed.nullFilter === 'not_null') conditions.push(`${value} IS NOT NULL`);
  return conditions;
}

function orderTermSql(node: ReadNode, term: OrderTerm, ctx: SqlContext): string {
  let value: string;
  const embed =
    term.relation === undefined
      ? undefined
      : node.embeds.find((e) => e.names.includes(term.relation!));
  if (!embed) {
    value = fieldSql(node.alias, term.field, ctx.params);
  } else if (embed.spread) {
    value = fieldSql(embed.lateral, term.field, ctx.params);
  } else {
    // A to-one embed is JSON here; jsonb compares numbers as numbers and strings as text.
    value = `(${ident(embed.lateral)}.v::jsonb -> ${ctx.params.add(term.field.name)})`;
    for (const step of term.field.jsonPath)
      value += `${step.arrow}${ctx.params.add(step.key)}${step.index ? '::int' : ''}`;
  }
  const direction = term.direction ? ` ${term.direction.toUpperCase()}` : '';
  const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
  return `${value}${direction}${nulls}`;
}

export function limitSql(range: RowRange): string {
  const limit = range.limit === null ? '' : ` LIMIT ${range.limit}`;
  const offset = range.offset > 0 ? ` OFFSET ${range.offset}` : '';
  return `${limit}${offset}`;
}

/**
 * One node as a SELECT: its columns, a LEFT JOIN LATERAL per embed, filters, order and window.
 * `extraWhere` carries the join conditions to the parent; in `count` mode only what filters rows
 * is kept.
 */
export function nodeSql(
  node: ReadNode,
  from: string,
  ctx: SqlContext,
  extraWhere: string[],
  mode: NodeMode,
): string {
  const relevant =
    mode === 'rows'
      ? node.embeds
      : node.embeds.filter((e) => e.inner || e.nullFilter !== undefined);
  const joins = relevant.map((embed) => lateralJoin(embed, node.alias, ctx));
  const where = [
    ...extraWhere,
    ...node.filters.map((filter) => filterSql(node.alias, filter, ctx.params, node.relation)),
    ...node.logic.map((tree) =>
      logicSql(tree, (filter) => filterSql(node.alias, filter, ctx.params, node.relation)),
    ),
    ...relevant.flatMap(embedConditions),
  ];
  const select = mode === 'count' ? '1' : selectList(node, ctx);
  let sql = `SELECT ${select} FROM ${from}`;
  if (joins.length > 0) sql += ` ${joins.join(' ')}`;
  if (where.length > 0) sql += ` WHERE ${where.join(' AND ')}`;
  if (mode === 'count' || node.countOnly) return sql;
  sql += groupBy(node);
  if (node.order.length > 0)
    sql += ` ORDER BY ${node.order.map((term) => orderTermSql(node, term, ctx)).join(', ')}`;
  return sql + limitSql(node.range);
}
