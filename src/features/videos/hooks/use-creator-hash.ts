import { useEffect, useState } from 'react';
import { creatorHashOf } from '@/lib/creator-hash';

export { creatorHashOf };

/** The signed-in user's creator hash, to recognise their own videos in the feeds. */
export function useCreatorHash(userId: string | null): string | null {
  const [hash, setHash] = useState<{ userId: string; hash: string } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    creatorHashOf(userId)
      .then((value) => alive && value !== null && setHash({ userId, hash: value }))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [userId]);
  return userId && hash?.userId === userId ? hash.hash : null;
}
