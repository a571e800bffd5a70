import { inDatabaseConfig } from './db-config.ts';
import { z } from 'zod';
import type {
  Column,
  Relation,
  RoleInfo,
  Routine,
  RoutineParam,
  RoutineReturn,
  SchemaSnapshot,
} from './schema-types.ts';
import { buildRelationships, type RawConstraint, type ViewColumn } from './schema-relationships.ts';

const names = z
  .array(z.string())
  .nullable()
  .transform((list) => list ?? []);

const rawRelations = z.array(
  z.object({
    name: z.string(),
    kind: z.string(),
    columns: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        typname: z.string(),
        default: z.string().nullable(),
      }),
    ),
  }),
);

const rawConstraints = z.array(
  z.object({
    table: z.string(),
    type: z.enum(['p', 'u', 'f']),
    name: z.string(),
    columns: names,
    foreignSchema: z.string().nullable(),
    foreignTable: z.string().nullable(),
    foreignColumns: names,
  }),
);

const rawViewColumns = z.array(
  z.object({ view: z.string(), table: z.string(), column: z.string() }),
);

const rawRoutines = z.array(
  z.object({
    name: z.string(),
    volatility: z.enum(['v', 's', 'i']),
    setOf: z.boolean(),
    returnType: z.string(),
    returnTypeKind: z.string(),
    returnRelation: z.string().nullable(),
    returnColumns: names,
    defaults: z.number(),
    params: z.array(z.object({ name: z.string(), mode: z.string(), type: z.string() })),
  }),
);

const rawRoles = z.object({
  existing: names,
  switchable: names,
  settings: z
    .array(z.object({ role: z.string(), inDatabase: z.boolean().optional(), config: names }))
    .nullable(),
});

const rawComputedRels = z.array(
  z.object({
    function: z.string(),
    table: z.string(),
    foreignTable: z.string(),
    singleRow: z.boolean(),
  }),
);

export interface RawSchemaRow {
  computed_rels: string;
  relations: string;
  constraints: string;
  view_columns: string;
  routines: string;
  roles: string;
}

function buildRelations(
  raw: z.infer<typeof rawRelations>,
  constraints: RawConstraint[],
): Map<string, Relation> {
  const relations = new Map<string, Relation>();
  for (const rel of raw) {
    const columns = new Map<string, Column>();
    for (const col of rel.columns) {
      columns.set(col.name, {
        name: col.name,
        type: col.type,
        typname: col.typname,
        defaultExpr: col.default,
      });
    }
    const primaryKey =
      constraints.find((c) => c.table === rel.name && c.type === 'p')?.columns ?? [];
    relations.set(rel.name, {
      name: rel.name,
      isView: rel.kind === 'v' || rel.kind === 'm',
      columns,
      primaryKey,
    });
  }
  return relations;
}

function routineReturn(
  raw: z.infer<typeof rawRoutines>[number],
  outParams: RoutineParam[],
): RoutineReturn {
  if (raw.returnType === 'void') return { kind: 'void' };
  if (raw.returnTypeKind === 'c') {
    return {
      kind: 'composite',
      setOf: raw.setOf,
      relation: raw.returnRelation,
      columns: raw.returnColumns,
    };
  }
  if (raw.returnType === 'record' && outParams.length > 0) {
    return {
      kind: 'composite',
      setOf: raw.setOf,
      relation: null,
      columns: outParams.map((p) => p.name),
    };
  }
  return { kind: 'scalar', setOf: raw.setOf };
}

function buildRoutine(raw: z.infer<typeof rawRoutines>[number]): Routine {
  const inputs = raw.params.filter((p) => p.mode === 'i' || p.mode === 'b' || p.mode === 'v');
  const outputs = raw.params.filter((p) => p.mode === 'o' || p.mode === 't' || p.mode === 'b');
  const toParam = (
    p: { name: string; type: string; mode: string },
    index: number,
  ): RoutineParam => ({
    name: p.name,
    type: p.type,
    required: index < inputs.length - raw.defaults,
    variadic: p.mode === 'v',
  });
  const volatility =
    raw.volatility === 'v' ? 'volatile' : raw.volatility === 's' ? 'stable' : 'immutable';
  return {
    name: raw.name,
    params: inputs.map(toParam),
    returns: routineReturn(raw, outputs.map(toParam)),
    volatility,
  };
}

function buildRoles(raw: z.infer<typeof rawRoles>): RoleInfo {
  const statementTimeouts = new Map<string, string>();
  for (const { role, config } of raw.settings ?? []) {
    const setting = config.find((entry) => entry.startsWith('statement_timeout='));
    if (setting) statementTimeouts.set(role, setting.slice('statement_timeout='.length));
  }
  const switchable =
    raw.switchable.length > 0 ? raw.switchable : ['anon', 'authenticated', 'service_role'];
  return { existing: new Set(raw.existing), switchable: new Set(switchable), statementTimeouts };
}

/** The authenticator's `pgrst.*` role settings, as PostgREST reads its in-database config. */
function pgrstSettings(raw: z.infer<typeof rawRoles>): Map<string, string> {
  const settings = new Map<string, string>();
  const entries = (raw.settings ?? []).filter((s) => s.role === 'authenticator');
  for (const entry of entries.flatMap((s) => s.config)) {
    const at = entry.indexOf('=');
    if (entry.startsWith('pgrst.') && at > 0) settings.set(entry.slice(6, at), entry.slice(at + 1));
  }
  return settings;
}

/** Turns the introspection row into the snapshot the planner reads. */
export function buildSnapshot(schema: string, row: RawSchemaRow): SchemaSnapshot {
  const constraints = rawConstraints.parse(JSON.parse(row.constraints));
  const relations = buildRelations(rawRelations.parse(JSON.parse(row.relations)), constraints);
  const viewColumns: ViewColumn[] = rawViewColumns.parse(JSON.parse(row.view_columns));
  const routines = new Map<string, Routine[]>();
  for (const raw of rawRoutines.parse(JSON.parse(row.routines))) {
    const list = routines.get(raw.name) ?? [];
    list.push(buildRoutine(raw));
    routines.set(raw.name, list);
  }
  const roles = rawRoles.parse(JSON.parse(row.roles));
  const computed = rawComputedRels.parse(JSON.parse(row.computed_rels));
  return {
    schema,
    relations,
    relationships: buildRelationships(schema, constraints, relations, viewColumns, computed),
    routines,
    roles: buildRoles(roles),
    config: inDatabaseConfig(roles.settings ?? []),
    pgrst: pgrstSettings(roles),
  };
}
