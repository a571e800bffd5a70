/** Part 1 §4 and §9: an admin session lasts 2 hours, is re-checked every 30 minutes, at most every 30 s. */
export const ADMIN_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export const ADMIN_RECHECK_INTERVAL_MS = 30 * 60 * 1000;
export const ADMIN_CHECK_DEBOUNCE_MS = 30 * 1000;

/** The browser session-storage key of the admin session token. */
export const ADMIN_SESSION_STORAGE_KEY = 'laughloop.admin-session';

export const ACCESS_DENIED =
  "Access Denied: You don't have administrator privileges to access this panel.";

export interface AdminSessionToken {
  userId: string;
  token: string;
  issuedAt: number;
  expiresAt: number;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Reads a stored token; anything malformed counts as no token. */
export function parseAdminToken(raw: string | null): AdminSessionToken | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { userId, token, issuedAt, expiresAt } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof token !== 'string') return null;
  if (!isFiniteNumber(issuedAt) || !isFiniteNumber(expiresAt)) return null;
  return { userId, token, issuedAt, expiresAt };
}

export function issueAdminToken(userId: string, token: string, now: number): AdminSessionToken {
  return { userId, token, issuedAt: now, expiresAt: now + ADMIN_SESSION_TTL_MS };
}

/** A token counts only for the user it was issued to, and only until it expires. */
export function isTokenValid(
  token: AdminSessionToken | null,
  userId: string,
  now: number,
): boolean {
  return token !== null && token.userId === userId && now < token.expiresAt;
}
