import { env } from './env';

/**
 * supabase-js's default storage key: `sb-<first label of the API host>-auth-token`. The service
 * worker reads and refreshes the session under it too (src/sw/worker-session.ts).
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;
