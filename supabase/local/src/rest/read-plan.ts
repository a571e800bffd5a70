import { RestError } from './errors.ts';
import { findRelationship } from './find-relationship.ts';
import { fieldOutputName } from './parse-cursor.ts';
import type { Filter, LogicTree } from './parse-filters.ts';
import type { OrderTerm } from './parse-order.ts';
import type { SelectEmbed, SelectField, SelectItem } from './parse-select.ts';
import { ALL_ROWS, type RowRange } from './range.ts';
import type { Relation, Relationship, SchemaSnapshot } from './schema-types.ts';

export type PlainItem = { kind: 'star' } | SelectField;

/**
 * Embeds are limited so that one anonymous request cannot hold a connection with a query of
 * hundreds of nested lateral joins (PostgREST itself has no limit; its statement timeout is the
 * backstop). Legitimate selects stay far below both.
 */
const MAX_EMBED_DEPTH = 8;
const MAX_EMBEDS = 64;

export interface ReadNode {
  /** Name used to look up relationships (a table, a view, or a function's return table). */
  relationName: string;
  relation: Relation | null;
  /** The SQL alias of this node's rows. */
  alias: string;
  items: PlainItem[];
  embeds: EmbedNode[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  range: RowRange;
  /** `rel(count)`: the node yields one row with the number of related rows. */
  countOnly: boolean;
}

export interface EmbedNode {
  /** The key in the output object (alias, or the name written in select). */
  name: string;
  /** What filter/order paths may call it: its alias and the name written in select. */
  names: string[];
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
  /** `rel()`: used for filtering only, absent from the output. */
  hidden: boolean;
  /** `rel=is.null` / `rel=not.is.null` on the parent. */
  nullFilter?: 'null' | 'not_null';
  lateral: string;
  node: ReadNode;
}

/** Kept for callers' signatures; aliases follow PostgREST's scheme (`<table>_<depth>`). */
export class AliasCounter {
  embeds = 0;
}

function tooManyEmbeds(details: string): RestError {
  return new RestError(400, 'PGRST100', 'failed to parse select parameter', details);
}

function aggregatesAllowed(snapshot: SchemaSnapshot): boolean {
  return snapshot.pgrst.get('db_aggregates_enabled') === 'true';
}

function checkAggregates(snapshot: SchemaSnapshot, select: SelectItem[]): void {
  if (aggregatesAllowed(snapshot)) return;
  if (select.some((item) => item.kind === 'field' && item.aggregate))
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

function isCountOnly(item: SelectEmbed, relation: Relation | null): boolean {
  return (
    item.children.length > 0 &&
    !relation?.columns.has('count') &&
    item.children.every(
      (child) =>
        child.kind === 'field' &&
        child.field.name === 'count' &&
        child.field.jsonPath.length === 0 &&
        !child.cast,
    )
  );
}

function buildEmbed(
  snapshot: SchemaSnapshot,
  parent: ReadNode,
  item: SelectEmbed,
  counter: AliasCounter,
  depth: number,
): EmbedNode {
  counter.embeds += 1;
  if (depth > MAX_EMBED_DEPTH)
    throw tooManyEmbeds(`Resource embedding is limited to ${MAX_EMBED_DEPTH} levels`);
  if (counter.embeds > MAX_EMBEDS)
    throw tooManyEmbeds(`Resource embedding is limited to ${MAX_EMBEDS} embedded resources`);
  const relationship = findRelationship(snapshot, parent.relationName, item.relation, item.hint);
  const toOne =
    relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
  const relation = snapshot.relations.get(relationship.foreignTable) ?? null;
  const countOnly = isCountOnly(item, relation);
  // PostgREST's names: the embedded rows are `<target>_<depth>`, the lateral join
  // `<origin>_<alias or name>_<depth>`; two embeds under one name collide as in PostgREST (42712).
  const node = buildNode(
    snapshot,
    relationship.foreignTable,
    relation,
    `${relationship.foreignTable}_${depth}`,
    countOnly ? [] : item.children,
    counter,
    depth,
  );
  node.countOnly = countOnly;
  return {
    name: item.alias ?? item.relation,
    names: item.alias === undefined ? [item.relation] : [item.alias, item.relation],
    relationship,
    toOne,
    inner: item.join === 'inner',
    spread: item.spread,
    hidden: item.children.length === 0,
    lateral: `${relationship.table}_${item.alias ?? item.relation}_${depth}`,
    node,
  };
}

/** Resolves the select tree against the schema cache: every embed gets its relationship. */
export function buildNode(
  snapshot: SchemaSnapshot,
  relationName: string,
  relation: Relation | null,
  alias: string,
  select: SelectItem[],
  counter: AliasCounter,
  depth = 0,
): ReadNode {
  checkAggregates(snapshot, select);
  const node: ReadNode = {
    relationName,
    relation,
    alias,
    items: [],
    embeds: [],
    filters: [],
    logic: [],
    order: [],
    range: ALL_ROWS,
    countOnly: false,
  };
  for (const item of select) {
    if (item.kind === 'embed')
      node.embeds.push(buildEmbed(snapshot, node, item, counter, depth + 1));
    else node.items.push(item);
  }
  return node;
}

/** Whether a node's select has aggregates: its other columns then group its rows. */
export function hasAggregates(node: ReadNode): boolean {
  return node.items.some((item) => item.kind === 'field' && item.aggregate !== undefined);
}

/** The key an item gets in the output: its alias, the aggregate's name, or the column's. */
export function itemOutputName(item: SelectField): string {
  return item.alias ?? item.aggregate ?? fieldOutputName(item.field);
}

/** The output keys of a node, used to list the columns a spread embed contributes. */
export function outputNames(node: ReadNode): string[] {
  if (node.countOnly) return ['count'];
  const names: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') names.push(...(node.relation ? node.relation.columns.keys() : []));
    else names.push(itemOutputName(item));
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    if (embed.spread) names.push(...outputNames(embed.node));
    else names.push(embed.name);
  }
  return names;
}
