/**
 * The generated database types (npm run gen:types writes src/lib/database.types.ts), shared with
 * the web app. Type-only: nothing here exists at run time, so the function bundle stays the same.
 */
export type {
  Database,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../../src/lib/database.types.ts';
import type { Database } from '../../../src/lib/database.types.ts';

/** The SQL functions the Data API exposes, by name. */
export type SqlFunctions = Database['public']['Functions'];
