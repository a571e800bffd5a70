import type { DbConfig } from './db-config.ts';
/** What the REST service knows about the exposed schema, introspected from pg_catalog. */

export interface Column {
  name: string;
  /** format_type() text, usable in casts and column definition lists. */
  type: string;
  /** pg_type.typname, e.g. `tsvector`, `_text`. */
  typname: string;
  /** The default expression (identity columns as nextval), or null. */
  defaultExpr: string | null;
}

export interface Relation {
  name: string;
  isView: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
}

type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** (junction column, origin column) */
  sourceColumns: [string, string][];
  /** (junction column, target column) */
  targetColumns: [string, string][];
}

export interface Relationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  constraint: string;
  /** (table column, foreign table column); for many-to-many the junction holds the columns. */
  columns: [string, string][];
  junction?: Junction;
  /** Both ends are the same table (PostgREST's relIsSelf). */
  isSelf?: boolean;
  /** The target is a view: a constraint or column name cannot name it (PostgREST's relFTableIsView). */
  foreignIsView?: boolean;
  /** A computed relationship: this function, taking the origin's row, yields the target's rows. */
  computed?: string;
}

export interface RoutineParam {
  name: string;
  type: string;
  required: boolean;
  variadic: boolean;
}

export type RoutineReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; setOf: boolean }
  | { kind: 'composite'; setOf: boolean; relation: string | null; columns: string[] };

export interface Routine {
  name: string;
  params: RoutineParam[];
  returns: RoutineReturn;
  volatility: 'volatile' | 'stable' | 'immutable';
}

export interface RoleInfo {
  /** Every role in the cluster. */
  existing: Set<string>;
  /** Roles the authenticator may switch to (PostgREST's `set role` would succeed). */
  switchable: Set<string>;
  /** Per-role statement_timeout from ALTER ROLE ... SET. */
  statementTimeouts: Map<string, string>;
}

export interface SchemaSnapshot {
  schema: string;
  relations: Map<string, Relation>;
  /** Relationships by origin table or view name. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  roles: RoleInfo;
  /** PostgREST's in-database configuration (`pgrst.*` settings of the authenticator role). */
  config: DbConfig;
  /** The authenticator's in-database `pgrst.*` settings (PostgREST's db-config), without the prefix. */
  pgrst: Map<string, string>;
}
