import type { Db } from '../db/types.ts';
import type { SettingsStatement } from './request-context.ts';

export interface StatementResult {
  total: number | null;
  pageTotal: number;
  body: string;
  location: string[];
  responseHeaders: string | null;
  responseStatus: string | null;
  /** Rows an upsert inserted rather than merged (the pgrst.inserted counter); null for other writes. */
  inserted: number | null;
}

interface RawRow {
  total_result_set: string | number | null;
  page_total: string | number;
  body: string | null;
  location: string[] | null;
  response_headers: string | null;
  response_status: string | null;
  inserted: string | number | null;
}

export interface Execution {
  settings: SettingsStatement;
  sql: string;
  params: (string | null)[];
  /** Inspects the result inside the transaction; throwing rolls the transaction back. */
  check?: (result: StatementResult) => void;
  /** Roll back even when everything succeeded (Prefer: tx=rollback, pgrst.db_tx_end). */
  rollback?: boolean;
}

/** Carries a finished result out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly result: StatementResult) {
    super('rolled back on purpose');
  }
}

function decode(row: RawRow | undefined): StatementResult {
  if (!row) {
    return {
      total: 0,
      pageTotal: 0,
      body: '',
      location: [],
      responseHeaders: null,
      responseStatus: null,
      inserted: null,
    };
  }
  return {
    total: row.total_result_set === null ? null : Number(row.total_result_set),
    pageTotal: Number(row.page_total),
    body: row.body ?? '',
    location: row.location ?? [],
    responseHeaders: row.response_headers,
    responseStatus: row.response_status,
    inserted: row.inserted === null ? null : Number(row.inserted),
  };
}

/**
 * One request, one transaction (ctx.db.transaction: PGlite is a single connection, so a
 * hand-written BEGIN would leak into other requests): settings, then the statement.
 */
export async function execute(db: Db, run: Execution): Promise<StatementResult> {
  try {
    return await inTransaction(db, run);
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    throw error;
  }
}

function inTransaction(db: Db, run: Execution): Promise<StatementResult> {
  return db.transaction(async (tx) => {
    // Issued together: on real Postgres both travel in one round trip (pipelined with BEGIN).
    const settings = tx.query(run.settings.sql, run.settings.params, { prepare: true });
    const main = tx.query<RawRow>(run.sql, run.params, { prepare: true });
    main.catch(() => undefined);
    await settings;
    const { rows } = await main;
    const result = decode(rows[0]);
    run.check?.(result);
    if (run.rollback) {
      // As PostgREST's optionalRollback: deferred constraints are checked before the rollback,
      // so a request that would fail at COMMIT fails here too.
      await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
      throw new RolledBack(result);
    }
    return result;
  });
}
