import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';
import type { Database } from './database.ts';
import { errorResponse } from './http.ts';

const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A client with the service role: bypasses row-level security. Only for work the function has checked. */
export function adminClient(): SupabaseClient<Database> {
  return createClient<Database>(
    requireEnv('SUPABASE_URL'),
    requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
    {
      auth: serverAuth,
    },
  );
}

/** A client acting as the caller: their Authorization header, so row-level security applies to them. */
export function userClient(req: Request): SupabaseClient<Database> {
  const authorization = req.headers.get('Authorization');
  return createClient<Database>(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    auth: serverAuth,
    global: { headers: authorization ? { Authorization: authorization } : {} },
  });
}

function bearer(req: Request): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(req.headers.get('Authorization')?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * The signed-in caller, checked with Supabase Auth, or a 401 response to return as is. The anon
 * key passes the router's JWT check but is no user, so it gets the 401 too.
 */
export async function requireUser(req: Request): Promise<User | Response> {
  const token = bearer(req);
  if (!token) return errorResponse('Sign in required', 401);
  const { data, error } = await userClient(req).auth.getUser(token);
  if (error || !data.user) return errorResponse('Sign in required', 401);
  return data.user;
}
