import { describe, expect, it } from 'vitest';
import type { QueryResult, Queryable } from '../db/types.ts';
import { SchemaCache } from './schema-cache.ts';
import { SCHEMA_FINGERPRINT_QUERY } from './schema-queries.ts';

/** A database whose schema is one table name and whose fingerprint is that name. */
class FakeCatalog implements Queryable {
  table = 'first';
  loads = 0;
  checks = 0;
  sent = 0;
  /** While set, every query waits for release(). */
  private held: (() => void)[] | null = null;

  hold() {
    this.held = [];
  }

  release() {
    const waiting = this.held ?? [];
    this.held = null;
    for (const go of waiting) go();
  }

  /** Answers from the catalog as it was when the query was sent, as a statement's snapshot. */
  async query<T>(sql: string): Promise<QueryResult<T>> {
    const table = this.table;
    this.sent += 1;
    if (this.held) await new Promise<void>((go) => this.held!.push(go));
    if (sql === SCHEMA_FINGERPRINT_QUERY) {
      this.checks += 1;
      return { rows: [{ fingerprint: table }] as T[], affectedRows: 1 };
    }
    this.loads += 1;
    const row = {
      fingerprint: table,
      relations: JSON.stringify([{ name: table, kind: 'r', columns: [] }]),
      constraints: '[]',
      view_columns: '[]',
      routines: '[]',
      computed_rels: '[]',
      roles: JSON.stringify({ existing: [], switchable: [], settings: null }),
    };
    return { rows: [row] as T[], affectedRows: 1 };
  }

  exec(): Promise<void> {
    return Promise.resolve();
  }
}

const tables = async (pending: Promise<{ relations: Map<string, unknown> }>) => [
  ...(await pending).relations.keys(),
];

async function loadedCache() {
  const db = new FakeCatalog();
  const cache = new SchemaCache(db);
  await cache.get('public');
  return { db, cache };
}

describe('SchemaCache', () => {
  it('answers a miss from the loaded snapshot while the fingerprint is unchanged', async () => {
    const { db, cache } = await loadedCache();
    for (let i = 0; i < 5; i++)
      expect(await tables(cache.refresh(cache.mark, 'public'))).toEqual(['first']);
    expect(db).toMatchObject({ loads: 1, checks: 5 });
    expect(cache.version).toBe(1);
  });

  it('reloads on a miss once the fingerprint changed', async () => {
    const { db, cache } = await loadedCache();
    db.table = 'second';
    expect(await tables(cache.refresh(cache.mark, 'public'))).toEqual(['second']);
    expect(await tables(cache.get('public'))).toEqual(['second']);
    expect(db).toMatchObject({ loads: 2, checks: 1 });
    expect(cache.version).toBe(2);
  });

  it('shares one check among misses of requests that began before it', async () => {
    const { db, cache } = await loadedCache();
    const mark = cache.mark;
    db.hold();
    const misses = Array.from({ length: 5 }, () => cache.refresh(mark, 'public'));
    db.release();
    for (const miss of misses) expect(await tables(miss)).toEqual(['first']);
    expect(db).toMatchObject({ loads: 1, checks: 1 });
  });

  it('shares one load among misses after a change, even from checks that overlapped', async () => {
    const { db, cache } = await loadedCache();
    db.table = 'second';
    db.hold();
    const early = cache.refresh(cache.mark, 'public');
    // Began after the first check started: checks again, and shares the load it finds started.
    const late = cache.refresh(cache.mark, 'public');
    db.release();
    expect([await tables(early), await tables(late)]).toEqual([['second'], ['second']]);
    expect(db).toMatchObject({ loads: 2, checks: 2 });
  });

  it('never answers a request with a check that started before the request began', async () => {
    const { db, cache } = await loadedCache();
    db.hold();
    const sentBefore = db.sent;
    const before = cache.refresh(cache.mark, 'public');
    await new Promise((sent) => setImmediate(sent));
    expect(db.sent).toBe(sentBefore + 1);
    // DDL commits, then a request begins: the check in flight may predate the DDL.
    db.table = 'second';
    const after = cache.refresh(cache.mark, 'public');
    db.release();
    expect(await tables(after)).toEqual(['second']);
    expect(await tables(before)).toEqual(['first']);
  });

  it('tries again after a failed load or check instead of keeping the failure', async () => {
    const db = new FakeCatalog();
    const query = db.query.bind(db);
    let failures = 1;
    db.query = <T>(sql: string) =>
      failures-- > 0 ? Promise.reject(new Error('connection lost')) : query<T>(sql);
    const cache = new SchemaCache(db);
    await expect(cache.get('public')).rejects.toThrow('connection lost');
    expect(await tables(cache.get('public'))).toEqual(['first']);
    failures = 1;
    await expect(cache.refresh(cache.mark, 'public')).rejects.toThrow('connection lost');
    expect(await tables(cache.refresh(cache.mark, 'public'))).toEqual(['first']);
  });
});
