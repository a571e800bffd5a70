import { RestError } from './errors.ts';
import { findRelationship } from './find-relationship.ts';
import { fieldOutputName, type FieldRef } from './parse-cursor.ts';
import type { Filter, LogicTree } from './parse-filters.ts';
import type { OrderTerm } from './parse-order.ts';
import type { SelectEmbed, SelectItem } from './parse-select.ts';
import { ALL_ROWS, type RowRange } from './range.ts';
import type { Relation, Relationship, SchemaSnapshot } from './schema-types.ts';

export type PlainItem =
  { kind: 'star' } | { kind: 'field'; field: FieldRef; alias?: string; cast?: string };

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

export class AliasCounter {
  private next = 0;
  take(base: string): string {
    this.next += 1;
    return `${base}_${this.next}`;
  }
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
): EmbedNode {
  const relationship = findRelationship(snapshot, parent.relationName, item.relation, item.hint);
  const toOne =
    relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
  if (item.spread && !toOne) {
    throw new RestError(
      400,
      'PGRST119',
      `A spread operation on '${item.relation}' is not possible`,
      `'${parent.relationName}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  const relation = snapshot.relations.get(relationship.foreignTable) ?? null;
  const countOnly = isCountOnly(item, relation);
  const node = buildNode(
    snapshot,
    relationship.foreignTable,
    relation,
    counter.take(relationship.foreignTable),
    countOnly ? [] : item.children,
    counter,
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
    lateral: counter.take('pgrst_lat'),
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
): ReadNode {
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
    if (item.kind === 'embed') node.embeds.push(buildEmbed(snapshot, node, item, counter));
    else node.items.push(item);
  }
  return node;
}

/** The output keys of a node, used to list the columns a spread embed contributes. */
export function outputNames(node: ReadNode): string[] {
  if (node.countOnly) return ['count'];
  const names: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') names.push(...(node.relation ? node.relation.columns.keys() : []));
    else names.push(item.alias ?? fieldOutputName(item.field));
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    if (embed.spread) names.push(...outputNames(embed.node));
    else names.push(embed.name);
  }
  return names;
}
