import { RestError } from './errors.ts';
import type { Filter } from './parse-filters.ts';
import type { OrderTerm } from './parse-order.ts';
import type { QueryParams } from './query-params.ts';
import type { EmbedNode, ReadNode } from './read-plan.ts';

function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

function embedNamed(node: ReadNode, name: string): EmbedNode | undefined {
  return node.embeds.find((embed) => embed.names.includes(name));
}

function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const embed = embedNamed(node, name);
    if (!embed) throw notEmbedded(name);
    node = embed.node;
  }
  return node;
}

/** `rel=is.null` / `rel=not.is.null` filter the parent by the presence of the embed. */
function applyFilter(node: ReadNode, filter: Filter): void {
  const embed =
    filter.field.jsonPath.length === 0 ? embedNamed(node, filter.field.name) : undefined;
  if (!embed) {
    node.filters.push(filter);
    return;
  }
  const { operation } = filter;
  if (operation.op !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
    throw new RestError(
      400,
      'PGRST120',
      `Bad operator on the '${filter.field.name}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  const wantsNull = (operation.value === 'null') !== filter.negate;
  embed.nullFilter = wantsNull ? 'null' : 'not_null';
}

function checkOrder(node: ReadNode, terms: OrderTerm[]): void {
  for (const term of terms) {
    if (term.relation === undefined) continue;
    const embed = embedNamed(node, term.relation);
    if (!embed) throw notEmbedded(term.relation);
    if (!embed.toOne) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.relationName}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
  }
}

/**
 * Hangs filters, logic trees, orders and embedded ranges on the nodes their paths name. With
 * `includeRoot` false (writes) the top-level filters belong to the mutation instead.
 */
export function applyQueryToTree(root: ReadNode, query: QueryParams, includeRoot: boolean): void {
  for (const { path, filter } of query.filters) {
    if (path.length === 0 && !includeRoot) continue;
    applyFilter(nodeAt(root, path), filter);
  }
  for (const { path, tree } of query.logic) {
    if (path.length === 0 && !includeRoot) continue;
    nodeAt(root, path).logic.push(tree);
  }
  for (const { path, terms } of query.order) {
    if (path.length === 0 && !includeRoot) continue;
    const node = nodeAt(root, path);
    checkOrder(node, terms);
    node.order.push(...terms);
  }
  for (const [key, range] of query.ranges) {
    if (key !== '') nodeAt(root, key.split('.')).range = range;
  }
}
