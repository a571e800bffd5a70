import {
  mirrorSession,
  MIN_TOKEN_VALIDITY_MS,
  readAuthMirror,
  usableAccessToken,
} from '@/lib/auth-mirror';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage-key';
import { env } from '@/lib/env';
import { idbStore } from '@/lib/query/idb-store';

/** The parts of supabase-js's stored session the worker reads and writes back. */
interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  user: { id: string; email?: string; user_metadata?: Record<string, unknown> };
  [field: string]: unknown;
}

function parseSession(raw: string | null, now: number): StoredSession | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    const { access_token, refresh_token, expires_at, expires_in, user } = value;
    const userId = (user as { id?: unknown } | null)?.id;
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string') return null;
    if (typeof userId !== 'string') return null;
    // GoTrue's token answer has expires_in; supabase-js stores expires_at as well.
    const expiresAt =
      typeof expires_at === 'number'
        ? expires_at
        : typeof expires_in === 'number'
          ? Math.round(now / 1000) + expires_in
          : null;
    if (expiresAt === null) return null;
    return { ...value, access_token, refresh_token, expires_at: expiresAt, user } as StoredSession;
  } catch {
    return null;
  }
}

/**
 * Trades the stored refresh token for a new session and stores it where the pages' supabase-js
 * reads it (auth-storage.ts takes the copy with the later expiry), so rotation never leaves a page
 * holding a spent refresh token. Null: the refresh token was refused (signed out elsewhere).
 */
async function refreshStored(now: number): Promise<string | null> {
  const stored = parseSession(await idbStore.getItem(AUTH_STORAGE_KEY), now);
  // Mirrored but not stored where the worker reads it (a page from before the durable copy): the
  // items wait for a page to refresh the session, rather than being refused as signed out.
  if (!stored) throw new Error('The session is not stored for the worker yet: waiting for a page.');
  // A page refreshed it meanwhile.
  if (stored.expires_at * 1000 - now >= MIN_TOKEN_VALIDITY_MS) {
    await mirrorSession(stored);
    return stored.access_token;
  }
  const response = await fetch(`${env.supabaseUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: env.supabaseAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: stored.refresh_token }),
  });
  if ([400, 401, 403].includes(response.status)) return null;
  if (!response.ok) throw new Error(`The session could not be refreshed (${response.status}).`);
  const fresh = parseSession(await response.text(), Date.now());
  if (!fresh) throw new Error('The session refresh answered something unreadable.');
  await idbStore.setItem(AUTH_STORAGE_KEY, JSON.stringify(fresh));
  await mirrorSession(fresh);
  return fresh.access_token;
}

/**
 * The access token the worker sends with: the page's mirrored one while it stays valid, else a
 * refreshed one. The refresh holds supabase-js's own lock (`lock:<storage key>`), so a page
 * refreshing at the same moment waits and then finds the new session stored.
 */
export async function workerAccessToken(): Promise<string | null> {
  const mirror = await readAuthMirror();
  // Signed out (no mirror): nothing to refresh.
  if (!mirror) return null;
  const token = usableAccessToken(mirror, Date.now());
  if (token) return token;
  const locks = (navigator as { locks?: LockManager }).locks;
  if (!locks) return refreshStored(Date.now());
  return locks.request(`lock:${AUTH_STORAGE_KEY}`, () => refreshStored(Date.now()));
}

/** The account whose session the worker sends with. */
export async function workerUserId(): Promise<string | null> {
  return (await readAuthMirror())?.userId ?? null;
}
