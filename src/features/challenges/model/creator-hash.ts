/**
 * The feeds' anonymised creator (SQL private.creator_hash): the first 8 hex characters of
 * sha256(user id). Winners rows carry the user id; showing the hash keeps the id off screen and
 * matches what the video cards show for the same creator.
 */
export async function creatorHash(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  return Array.from(new Uint8Array(digest).slice(0, 4), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
