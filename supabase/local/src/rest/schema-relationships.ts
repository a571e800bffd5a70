import type { Relation, Relationship } from './schema-types.ts';

export interface RawConstraint {
  table: string;
  type: 'p' | 'u' | 'f';
  name: string;
  columns: string[];
  foreignSchema: string | null;
  foreignTable: string | null;
  foreignColumns: string[];
}

/** A view column that passes a same-named base table column through. */
export interface ViewColumn {
  view: string;
  table: string;
  column: string;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((item, index) => [item, b[index] ?? '']);
}

/** Foreign keys become a to-one relationship one way and a to-many (or one-to-one) the other. */
function foreignKeyRelationships(
  schema: string,
  constraints: RawConstraint[],
  relations: Map<string, Relation>,
) {
  const keys = constraints.filter((c) => c.type === 'p' || c.type === 'u');
  const rels: Relationship[] = [];
  for (const fk of constraints) {
    if (
      fk.type !== 'f' ||
      fk.foreignSchema !== schema ||
      !fk.foreignTable ||
      !relations.has(fk.foreignTable)
    )
      continue;
    const unique = keys.some((key) => key.table === fk.table && sameSet(key.columns, fk.columns));
    const columns = zip(fk.columns, fk.foreignColumns);
    rels.push({
      table: fk.table,
      foreignTable: fk.foreignTable,
      cardinality: unique ? 'one-to-one' : 'many-to-one',
      constraint: fk.name,
      columns,
    });
    rels.push({
      table: fk.foreignTable,
      foreignTable: fk.table,
      cardinality: unique ? 'one-to-one' : 'one-to-many',
      constraint: fk.name,
      columns: columns.map(([own, foreign]) => [foreign, own]),
    });
  }
  return rels;
}

/** Junction tables: two foreign keys whose columns all belong to the junction's primary key. */
function manyToManyRelationships(
  base: Relationship[],
  relations: Map<string, Relation>,
): Relationship[] {
  const toOne = base.filter((rel) => rel.cardinality === 'many-to-one');
  const rels: Relationship[] = [];
  for (const first of toOne) {
    for (const second of toOne) {
      if (first.table !== second.table || first.constraint === second.constraint) continue;
      const pk = relations.get(first.table)?.primaryKey ?? [];
      const used = [...first.columns, ...second.columns].map(([own]) => own);
      if (pk.length === 0 || !used.every((col) => pk.includes(col))) continue;
      rels.push({
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        cardinality: 'many-to-many',
        constraint: first.table,
        columns: [],
        junction: {
          table: first.table,
          constraint1: first.constraint,
          constraint2: second.constraint,
          sourceColumns: first.columns,
          targetColumns: second.columns,
        },
      });
    }
  }
  return rels;
}

/**
 * Views inherit the relationships of the tables they select from, when they expose the key
 * columns under the same names (PostgREST follows view column dependencies the same way).
 */
function viewRelationships(rels: Relationship[], viewColumns: ViewColumn[]): Relationship[] {
  const exposes = (view: string, table: string, columns: string[]) =>
    columns.every((column) =>
      viewColumns.some((vc) => vc.view === view && vc.table === table && vc.column === column),
    );
  const views = [...new Set(viewColumns.map((vc) => vc.view))];
  const originSide = rels.flatMap((rel) =>
    views
      .filter((view) =>
        exposes(
          view,
          rel.table,
          rel.columns.map(([own]) => own),
        ),
      )
      .map((view) => ({ ...rel, table: view })),
  );
  const withOrigins = [...rels, ...originSide];
  const targetSide = withOrigins.flatMap((rel) =>
    views
      .filter((view) =>
        exposes(
          view,
          rel.foreignTable,
          rel.columns.map(([, foreign]) => foreign),
        ),
      )
      .map((view) => ({ ...rel, foreignTable: view })),
  );
  return [...originSide, ...targetSide];
}

/** A function taking one row of a table or view and returning rows of another (PostgREST's computed relationships). */
export interface RawComputedRel {
  function: string;
  table: string;
  foreignTable: string;
  singleRow: boolean;
}

function computedRelationships(raw: RawComputedRel[]): Relationship[] {
  return raw.map((rel) => ({
    table: rel.table,
    foreignTable: rel.foreignTable,
    cardinality: rel.singleRow ? 'many-to-one' : 'one-to-many',
    constraint: rel.function,
    columns: [],
    computed: rel.function,
    isSelf: rel.table === rel.foreignTable,
  }));
}

export function buildRelationships(
  schema: string,
  constraints: RawConstraint[],
  relations: Map<string, Relation>,
  viewColumns: ViewColumn[],
  computed: RawComputedRel[] = [],
): Map<string, Relationship[]> {
  const base = foreignKeyRelationships(schema, constraints, relations);
  const all = [
    ...base,
    ...viewRelationships(base, viewColumns),
    ...manyToManyRelationships(base, relations),
  ].map((rel): Relationship => ({
    ...rel,
    isSelf: rel.table === rel.foreignTable,
    foreignIsView: relations.get(rel.foreignTable)?.isView ?? false,
  }));
  all.push(...computedRelationships(computed));
  const byTable = new Map<string, Relationship[]>();
  for (const rel of all) {
    const list = byTable.get(rel.table) ?? [];
    list.push(rel);
    byTable.set(rel.table, list);
  }
  return byTable;
}
