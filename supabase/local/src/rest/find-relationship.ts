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
  return rel.cardinality !== 'many-to-many' && rel.constraint === name;
}

function matchesTarget(rel: Relationship, target: string): boolean {
  return (
    rel.foreignTable === target ||
    matchesConstraint(target, rel) ||
    isSingleColumn(target, ownColumns(rel))
  );
}

function matchesHint(rel: Relationship, hint: string | undefined): boolean {
  if (hint === undefined) return true;
  return (
    matchesConstraint(hint, rel) ||
    isSingleColumn(hint, ownColumns(rel)) ||
    isSingleColumn(hint, foreignColumns(rel)) ||
    rel.junction?.table === hint
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
  const candidates = (snapshot.relationships.get(origin) ?? []).filter(
    (rel) => matchesTarget(rel, target) && matchesHint(rel, hint),
  );
  if (candidates.length === 0) throw notFound(snapshot.schema, origin, target, hint);
  if (candidates.length === 1) return candidates[0]!;
  const [first, second] = candidates as [Relationship, Relationship];
  // A self reference yields a to-one and a to-many over the same key: PostgREST picks the to-many.
  const selfReference =
    candidates.length === 2 &&
    first.constraint === second.constraint &&
    first.table === second.table &&
    first.foreignTable === second.foreignTable;
  const toMany = candidates.find((rel) => rel.cardinality === 'one-to-many');
  if (selfReference && toMany) return toMany;
  throw ambiguous(origin, target, candidates);
}
