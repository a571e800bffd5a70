import type { Queryable } from '../db/types.ts';
import { buildSnapshot, type RawSchemaRow } from './schema-build.ts';
import { SCHEMA_FINGERPRINT_QUERY, SCHEMA_QUERY } from './schema-queries.ts';
import type { SchemaSnapshot } from './schema-types.ts';

/** The snapshot and the fingerprint, from one statement: the fingerprint is never newer. */
const LOAD_QUERY = `select f.fingerprint, s.* from (${SCHEMA_FINGERPRINT_QUERY}) f cross join (${SCHEMA_QUERY}) s`;

interface Loaded {
  snapshot: SchemaSnapshot;
  fingerprint: string;
}

/**
 * PostgREST's schema cache, one snapshot per exposed schema, loaded on first use and reused by
 * every request. A request naming an unknown table, function, column or relationship asks for a
 * refresh before failing (tests and migrations create objects while the gateway runs), but the
 * cache reloads only when the catalogs' fingerprint changed since its load: a stream of requests
 * naming things that do not exist costs one small query each, never a reload (PGlite has one
 * connection; a reload holds it for 0.1-1.5 s). A reload drops every schema's snapshot, as
 * PostgREST reloads its whole cache.
 */
export class SchemaCache {
  private current = new Map<string, Promise<Loaded>>();
  /** Reloads so far; plans built on an older snapshot are dropped. */
  private generation = 1;
  /** Loads and fingerprint checks started, and per schema the snapshot the latest one gives. */
  private lookups = 0;
  private latest = new Map<string, Promise<SchemaSnapshot>>();

  constructor(private readonly db: Queryable) {}

  get(schema: string): Promise<SchemaSnapshot> {
    const loaded = this.current.get(schema) ?? this.load(schema);
    return loaded.then(({ snapshot }) => snapshot);
  }

  /** A counter that changes on every reload, so callers can drop plans built on an old snapshot. */
  get version(): number {
    return this.generation;
  }

  /** Taken when a request begins, before get(); handed to refresh() on a miss. */
  get mark(): number {
    return this.lookups;
  }

  /**
   * The schema as of now, for a request that began at `seenMark` and missed: a check or load of
   * that schema started since then already answers that (concurrent misses share one); otherwise
   * the fingerprint is compared with the loaded one and the cache reloads only if it differs.
   */
  refresh(seenMark: number, schema: string): Promise<SchemaSnapshot> {
    const latest = this.latest.get(schema);
    if (this.lookups !== seenMark && latest) return latest;
    return this.begin(schema, this.checkThenLoad(schema));
  }

  private async checkThenLoad(schema: string): Promise<SchemaSnapshot> {
    const reloadsBefore = this.generation;
    const loaded = await this.current.get(schema)?.catch(() => null);
    if (loaded) {
      const { rows } = await this.db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT_QUERY);
      if (rows[0]?.fingerprint === loaded.fingerprint) return loaded.snapshot;
    }
    // Changed: a reload that started since this check did is as new as one started now.
    if (this.generation === reloadsBefore) {
      this.generation += 1;
      this.current.clear();
    }
    return (await (this.current.get(schema) ?? this.load(schema))).snapshot;
  }

  private load(schema: string): Promise<Loaded> {
    const loading = this.db
      .query<RawSchemaRow & { fingerprint: string }>(LOAD_QUERY, [schema])
      .then((result) => {
        const row = result.rows[0];
        if (!row) throw new Error('schema introspection returned no row');
        return { snapshot: buildSnapshot(schema, row), fingerprint: row.fingerprint };
      });
    this.current.set(schema, loading);
    // A failed load must not poison the cache: the next request tries again.
    loading.catch(() => {
      if (this.current.get(schema) === loading) this.current.delete(schema);
    });
    this.begin(
      schema,
      loading.then(({ snapshot }) => snapshot),
    );
    return loading;
  }

  /** Records a lookup as the schema's latest; a failed one is not shared with later requests. */
  private begin(schema: string, lookup: Promise<SchemaSnapshot>): Promise<SchemaSnapshot> {
    this.lookups += 1;
    this.latest.set(schema, lookup);
    lookup.catch(() => {
      if (this.latest.get(schema) === lookup) this.latest.delete(schema);
    });
    return lookup;
  }
}
