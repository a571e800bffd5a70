import { createClient } from '@supabase/supabase-js';
import { env } from './env';

/** The one supabase-js client. Tokens persist in localStorage and refresh automatically. */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
