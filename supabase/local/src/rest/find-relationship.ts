import { RestError } from './errors.ts';
import type { Relationship, SchemaSnapshot } from './schema-types.ts';

function ownColumns(rel: Relationship): string[] {
  return rel.columns.map(([own]) => own);
}

function foreignColumns(rel: Relationship): string[] {
  return rel.columns.map(([, foreign]) => foreign);
}

function isSingleColumn(name: string, columns: string[]): boolean {
  return columns.length === 1 && columns[0] === name;
}

function matchesConstraint(name: string, rel: Relationship): boolean {
  return rel.cardinality !== 'many-to-many' && !rel.computed && rel.constraint === name;
}

/** matchFKSingleCol: the relationship's one column on the origin side. */
function matchesOwnColumn(name: string, rel: Relationship): boolean {
  return rel.cardinality !== 'many-to-many' && isSingleColumn(name, ownColumns(rel));
}

/** matchFKRefSingleCol: the relationship's one column on the target side. */
function matchesForeignColumn(name: string, rel: Relationship): boolean {
  return rel.cardinality !== 'many-to-many' && isSingleColumn(name, foreignColumns(rel));
}

/**
 * PostgREST's findRel filter, case for case: a target names a table or view, or (not for a view)
 * a constraint or an origin column; a hint then narrows by constraint, column or junction. In a
 * self-relationship the table name means the to-many and an origin column the to-one.
 */
function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.computed) return target === rel.computed;
  const toMany = rel.cardinality === 'one-to-many';
  const toOne = rel.cardinality === 'many-to-one';
  if (rel.isSelf) {
    if (hint === undefined)
      return (rel.foreignTable === target && toMany) || (matchesOwnColumn(target, rel) && toOne);
    return rel.foreignTable === target && toMany && matchesForeignColumn(hint, rel);
  }
  if (hint === undefined) {
    return (
      rel.foreignTable === target ||
      (matchesConstraint(target, rel) && !rel.foreignIsView) ||
      (matchesOwnColumn(target, rel) && !rel.foreignIsView)
    );
  }
  return (
    rel.foreignTable === target &&
    (matchesConstraint(hint, rel) ||
      matchesOwnColumn(hint, rel) ||
      matchesForeignColumn(hint, rel) ||
      rel.junction?.table === hint)
  );
}

function describe(rel: Relationship): Record<string, unknown> {
  const list = (cols: string[]) => `(${cols.join(', ')})`;
  const relationship = rel.junction
    ? `${rel.junction.table} using ${rel.junction.constraint1}${list(rel.junction.sourceColumns.map(([j]) => j))} and ` +
      `${rel.junction.constraint2}${list(rel.junction.targetColumns.map(([j]) => j))}`
    : `${rel.constraint} using ${rel.table}${list(ownColumns(rel))} and ${rel.foreignTable}${list(foreignColumns(rel))}`;
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship,
  };
}

function ambiguous(origin: string, target: string, rels: Relationship[]): RestError {
  const options = rels
    .map((rel) => `'${rel.foreignTable}!${rel.junction?.table ?? rel.constraint}'`)
    .join(', ');
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    rels.map(describe),
    `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}

function notFound(
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): RestError {
  const using = hint === undefined ? '' : `' using the hint '${hint}`;
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${using}' in the schema '${schema}', but no matches were found.`,
    null,
    {},
    true,
  );
}

/** PostgREST's findRel: which relationship an embed such as `target!hint(...)` means. */
export function findRelationship(
  snapshot: SchemaSnapshot,
  origin: string,
  target: string,
  hint?: string,
): Relationship {
  const candidates = (snapshot.relationships.get(origin) ?? []).filter((rel) =>
    matches(rel, target, hint),
  );
  if (candidates.length === 0) throw notFound(snapshot.schema, origin, target, hint);
  if (candidates.length === 1) return candidates[0]!;
  throw ambiguous(origin, target, candidates);
}
