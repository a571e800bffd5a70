import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** supabase-js typed by the generated database types (npm run gen:types). */
export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;

/**
 * The one supabase-js client, loaded on first use: the shell and the home route never pay for
 * supabase-js. A failed load (offline before the chunk was cached) is not remembered, so the next
 * call tries again.
 */
export function getSupabase(): Promise<Supabase> {
  client ??= import('./supabase-client').then(
    (module) => module.supabase,
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}
