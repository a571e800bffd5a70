import { useEffect, useState } from 'react';
import { CREATOR_HASH_LENGTH } from '../model/video-links';

const known = new Map<string, string>();

/** The feeds' creator_hash for a user id: the first 8 hex characters of sha256(user id). */
export async function creatorHashOf(userId: string): Promise<string> {
  const cached = known.get(userId);
  if (cached) return cached;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  const hash = hex.slice(0, CREATOR_HASH_LENGTH);
  known.set(userId, hash);
  return hash;
}

/** The signed-in user's creator hash, to recognise their own videos in the feeds. */
export function useCreatorHash(userId: string | null): string | null {
  const [hash, setHash] = useState<{ userId: string; hash: string } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    creatorHashOf(userId)
      .then((value) => alive && setHash({ userId, hash: value }))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [userId]);
  return userId && hash?.userId === userId ? hash.hash : null;
}
