import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { dropShare, readShare, type SharedVideo } from '../data/shared-videos';
import type { SubmitMode } from '../model/submission-validation';

/** A link fills the URL form; a file (or why it was refused, or just a title) the upload form. */
function fits(share: SharedVideo, mode: SubmitMode): boolean {
  return mode === 'url' ? share.url !== null : share.url === null;
}

/**
 * The video shared into the app (`?shared=<id>`, kept by the service worker), handed to `apply`
 * once when it fits this form. `discard` forgets it for good: it was queued, or the user chose
 * another video.
 */
export function useSharedVideo(
  sharedId: string | null,
  mode: SubmitMode,
  apply: (share: SharedVideo) => void,
) {
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const onShare = useEffectEvent(apply);

  useEffect(() => {
    if (!sharedId) return;
    let live = true;
    readShare(sharedId)
      .then((share) => {
        if (!live || !share || !fits(share, mode)) return;
        setAppliedId(share.id);
        onShare(share);
      })
      .catch((cause: unknown) => console.warn('Submit: the shared video could not be read', cause));
    return () => {
      live = false;
    };
  }, [sharedId, mode]);

  const discard = useCallback(() => {
    if (!appliedId) return;
    setAppliedId(null);
    dropShare(appliedId).catch((cause: unknown) =>
      console.warn('Submit: the shared video could not be removed', cause),
    );
  }, [appliedId]);

  return { discard };
}
