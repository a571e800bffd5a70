import { createClient } from '@supabase/supabase-js';
import { authStorage } from './auth-storage';
import type { Database } from './database.types';
import { env } from './env';

/**
 * The one supabase-js client. Only src/lib/supabase.ts imports this module, and only dynamically,
 * so supabase-js (~57 KiB gzip) stays out of the app shell.
 * Tokens persist in localStorage and, durably, in IndexedDB (auth-storage.ts); they refresh
 * automatically. PKCE code verifiers are kept there too.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    // PKCE: Auth's links come back as ?code=, exchanged with a verifier only this browser holds,
    // never as tokens in the address (design decision in supabase/local/src/auth/README.md).
    flowType: 'pkce',
    storage: authStorage,
  },
});
