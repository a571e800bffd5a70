import type { Queryable } from '../db/types.ts';
import { buildSnapshot, type RawSchemaRow } from './schema-build.ts';
import { SCHEMA_QUERY } from './schema-queries.ts';
import type { SchemaSnapshot } from './schema-types.ts';

/**
 * PostgREST's schema cache, one snapshot per exposed schema: loaded on first use, reused by every
 * request, reloaded on demand (a request naming an unknown table, function, column or
 * relationship reloads it once before failing, since tests and migrations create objects while
 * the gateway runs). A reload drops every schema's snapshot, as PostgREST reloads its whole cache.
 */
export class SchemaCache {
  private current = new Map<string, Promise<SchemaSnapshot>>();
  private generation = 1;

  constructor(private readonly db: Queryable) {}

  get(schema: string): Promise<SchemaSnapshot> {
    let snapshot = this.current.get(schema);
    if (!snapshot) {
      snapshot = this.load(schema);
      this.current.set(schema, snapshot);
    }
    return snapshot;
  }

  /** A counter that changes on every reload, so callers can drop plans built on an old snapshot. */
  get version(): number {
    return this.generation;
  }

  /** Reloads unless a reload started after `seenVersion` (concurrent misses share one load). */
  reload(seenVersion: number, schema: string): Promise<SchemaSnapshot> {
    if (this.generation === seenVersion) {
      this.generation += 1;
      this.current.clear();
    }
    return this.get(schema);
  }

  private load(schema: string): Promise<SchemaSnapshot> {
    const loading = this.db.query<RawSchemaRow>(SCHEMA_QUERY, [schema]).then((result) => {
      const row = result.rows[0];
      if (!row) throw new Error('schema introspection returned no row');
      return buildSnapshot(schema, row);
    });
    // A failed load must not poison the cache: the next request tries again.
    loading.catch(() => {
      if (this.current.get(schema) === loading) this.current.delete(schema);
    });
    return loading;
  }
}
