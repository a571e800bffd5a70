import { useEffect, useMemo, useState } from 'react';
import { creatorHashOf } from '@/lib/creator-hash';
import { isAuthorHidden, useHiddenContent } from '@/lib/hidden-content';
import type { VideoComment } from '../model/comment';

/**
 * The comments less those of members this member blocked (lib/hidden-content), also while the
 * block still waits in the outbox or the list is the copy kept on the device. A block made from a
 * video names the uploader by creator_hash only, so authors' hashes are worked out as needed.
 */
export function useVisibleComments(comments: VideoComment[]): VideoComment[] {
  const hidden = useHiddenContent();
  const [hashes, setHashes] = useState<Record<string, string>>({});
  const byHash = hidden.creators.length > 0;
  const missing = byHash
    ? [...new Set(comments.map((comment) => comment.userId))].filter((id) => !(id in hashes))
    : [];
  const missingKey = missing.join(',');

  useEffect(() => {
    if (missingKey === '') return;
    let alive = true;
    const ids = missingKey.split(',');
    void Promise.all(ids.map(async (id) => [id, await creatorHashOf(id)] as const)).then(
      (pairs) => {
        if (!alive) return;
        const found = Object.fromEntries(
          pairs.filter((pair): pair is [string, string] => !!pair[1]),
        );
        setHashes((current) => ({ ...current, ...found }));
      },
    );
    return () => {
      alive = false;
    };
  }, [missingKey]);

  return useMemo(
    () =>
      comments.filter(
        (comment) => !isAuthorHidden(hidden, comment.userId, hashes[comment.userId] ?? null),
      ),
    [comments, hidden, hashes],
  );
}
