import { readSetting, removeSetting, writeSetting } from './settings';

/**
 * What a send needs from the session, mirrored into IndexedDB for the service worker (which
 * cannot read localStorage): the worker drains the outbox when no page is open. The refresh
 * token is never mirrored: only the page refreshes, so refresh-token rotation cannot log it out.
 */
export interface AuthMirror {
  userId: string;
  email: string | null;
  fullName: string | null;
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export const AUTH_MIRROR_KEY = 'auth-mirror';
/** The worker sends only with a token that stays valid at least this long. */
export const MIN_TOKEN_VALIDITY_MS = 60_000;

interface SessionLike {
  access_token: string;
  expires_at?: number;
  user: { id: string; email?: string; user_metadata?: Record<string, unknown> };
}

function isAuthMirror(value: unknown): value is AuthMirror {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.userId === 'string' &&
    typeof row.accessToken === 'string' &&
    typeof row.expiresAt === 'number' &&
    (row.email === null || typeof row.email === 'string') &&
    (row.fullName === null || typeof row.fullName === 'string')
  );
}

/** Mirrors the page's session after every auth event; null (signed out) deletes the mirror. */
export async function mirrorSession(session: SessionLike | null): Promise<void> {
  if (!session || session.expires_at === undefined) {
    await removeSetting(AUTH_MIRROR_KEY);
    return;
  }
  const fullName = session.user.user_metadata?.full_name;
  const value: AuthMirror = {
    userId: session.user.id,
    email: session.user.email ?? null,
    fullName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName : null,
    accessToken: session.access_token,
    expiresAt: session.expires_at * 1000,
  };
  await writeSetting(AUTH_MIRROR_KEY, value);
}

export async function readAuthMirror(): Promise<AuthMirror | null> {
  const value = await readSetting(AUTH_MIRROR_KEY);
  return isAuthMirror(value) ? value : null;
}

/** The mirrored token when it stays valid for at least MIN_TOKEN_VALIDITY_MS more, else null. */
export function usableAccessToken(mirror: AuthMirror | null, now: number): string | null {
  if (!mirror) return null;
  return mirror.expiresAt - now >= MIN_TOKEN_VALIDITY_MS ? mirror.accessToken : null;
}
