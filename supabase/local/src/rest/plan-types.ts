import type { StatementResult } from './execute.ts';
import type { Preferences } from './prefer.ts';
import type { QueryParams } from './query-params.ts';

/** One parsed /rest/v1 request, before it meets the schema cache. */
export interface RestRequest {
  req: Request;
  method: string;
  /** The path as PostgREST sees it, e.g. `/videos` or `/rpc/fn`. */
  path: string;
  /** The table, view or function name. */
  name: string;
  query: QueryParams;
  prefs: Preferences;
  schema: string;
  maxRows: number;
  /** The request body, read once (empty for GET/HEAD/DELETE). */
  bodyText: string;
}

/** A planned request: the statement to run and how to turn its result row into a response. */
export interface Prepared {
  readOnly: boolean;
  sql: string;
  params: (string | null)[];
  /** Runs inside the transaction; a thrown RestError rolls it back (PGRST116, PGRST124). */
  check?: (result: StatementResult) => void;
  respond(result: StatementResult): Response;
  /** End the transaction with ROLLBACK (Prefer: tx=rollback, or pgrst.db_tx_end); set by service.ts. */
  rollback?: boolean;
  /** Prefer: timezone=, set for the transaction; set by service.ts. */
  timezone?: string | undefined;
}
