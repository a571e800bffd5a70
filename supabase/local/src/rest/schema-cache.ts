import type { Queryable } from '../db/types.ts';
import { buildSnapshot, type RawSchemaRow } from './schema-build.ts';
import { SCHEMA_QUERY } from './schema-queries.ts';
import type { SchemaSnapshot } from './schema-types.ts';

/**
 * PostgREST's schema cache: loaded once, reused by every request, reloaded on demand (a request
 * naming an unknown table, function, column or relationship reloads it once before failing, since
 * tests and migrations create objects while the gateway runs).
 */
export class SchemaCache {
  private current: Promise<SchemaSnapshot> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly schema: string,
  ) {}

  get(): Promise<SchemaSnapshot> {
    this.current ??= this.load();
    return this.current;
  }

  /** A counter that changes on every reload, so callers can drop plans built on an old snapshot. */
  get version(): number {
    return this.generation;
  }

  /** Reloads unless a reload started after `seenVersion` (concurrent misses share one load). */
  reload(seenVersion: number): Promise<SchemaSnapshot> {
    if (this.generation === seenVersion || !this.current) this.current = this.load();
    return this.current;
  }

  private load(): Promise<SchemaSnapshot> {
    this.generation += 1;
    const loading = this.db.query<RawSchemaRow>(SCHEMA_QUERY, [this.schema]).then((result) => {
      const row = result.rows[0];
      if (!row) throw new Error('schema introspection returned no row');
      return buildSnapshot(this.schema, row);
    });
    // A failed load must not poison the cache: the next request tries again.
    loading.catch(() => {
      if (this.current === loading) this.current = null;
    });
    return loading;
  }
}
