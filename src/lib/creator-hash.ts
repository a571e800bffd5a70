/** Length of the feeds' creator_hash (SQL private.creator_hash). */
const CREATOR_HASH_LENGTH = 8;

/** What a screen shows of a creator hash (part 2 §9: 8 characters); null for none. */
export function shortCreatorHash(hash: string | null | undefined): string | null {
  return hash ? hash.slice(0, CREATOR_HASH_LENGTH) : null;
}

const known = new Map<string, string>();

/**
 * The feeds' anonymised creator for a user id (SQL private.creator_hash): the first 8 hex
 * characters of sha256(user id). Null where the browser has no SubtleCrypto (a plain-http origin).
 */
export async function creatorHashOf(userId: string): Promise<string | null> {
  const cached = known.get(userId);
  if (cached) return cached;
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  const hash = hex.slice(0, CREATOR_HASH_LENGTH);
  known.set(userId, hash);
  return hash;
}
