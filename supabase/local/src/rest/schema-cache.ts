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
 * PostgREST's schema cache: loaded once, reused by every request. A request naming an unknown
 * table, function, column or relationship asks for a refresh before failing (tests and migrations
 * create objects while the gateway runs), but the cache reloads only when the catalogs'
 * fingerprint changed since its load: a stream of requests naming things that do not exist costs
 * one small query each, never a reload (PGlite has one connection; a reload holds it for 0.1-1.5 s).
 */
export class SchemaCache {
  private current: Promise<Loaded> | null = null;
  /** Loads started; plans built on an older snapshot are dropped. */
  private generation = 0;
  /** Loads and fingerprint checks started, and the snapshot the latest one gives. */
  private lookups = 0;
  private latest: Promise<SchemaSnapshot> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly schema: string,
  ) {}

  get(): Promise<SchemaSnapshot> {
    this.current ??= this.load();
    return this.current.then(({ snapshot }) => snapshot);
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
   * The schema as of now, for a request that began at `seenMark` and missed: a check or load that
   * started since then already answers that (concurrent misses share one); otherwise the
   * fingerprint is compared with the loaded one and the cache reloads only if it differs.
   */
  refresh(seenMark: number): Promise<SchemaSnapshot> {
    if (this.lookups !== seenMark && this.latest) return this.latest;
    return this.begin(this.checkThenLoad());
  }

  private async checkThenLoad(): Promise<SchemaSnapshot> {
    const loadsBefore = this.generation;
    const loaded = await this.current?.catch(() => null);
    if (loaded) {
      const { rows } = await this.db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT_QUERY);
      if (rows[0]?.fingerprint === loaded.fingerprint) return loaded.snapshot;
    }
    // Changed: a load that started since this check did is as new as one started now.
    if (this.generation === loadsBefore || !this.current) this.current = this.load();
    return (await this.current).snapshot;
  }

  private load(): Promise<Loaded> {
    this.generation += 1;
    const loading = this.db
      .query<RawSchemaRow & { fingerprint: string }>(LOAD_QUERY, [this.schema])
      .then((result) => {
        const row = result.rows[0];
        if (!row) throw new Error('schema introspection returned no row');
        return { snapshot: buildSnapshot(this.schema, row), fingerprint: row.fingerprint };
      });
    // A failed load must not poison the cache: the next request tries again.
    loading.catch(() => {
      if (this.current === loading) this.current = null;
    });
    this.begin(loading.then(({ snapshot }) => snapshot));
    return loading;
  }

  /** Records a lookup as the latest; a failed one is not shared with later requests. */
  private begin(lookup: Promise<SchemaSnapshot>): Promise<SchemaSnapshot> {
    this.lookups += 1;
    this.latest = lookup;
    lookup.catch(() => {
      if (this.latest === lookup) this.latest = null;
    });
    return lookup;
  }
}
