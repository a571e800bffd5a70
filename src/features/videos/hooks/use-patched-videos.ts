import { useMemo } from 'react';
import { applyPatches } from '../model/like-merge';
import type { FeedVideo } from '../model/video';
import { usePatchesStore } from '../stores/patches-store';

/** A list with this device's edits and deletions applied (the same in every list). */
export function usePatchedVideos(videos: readonly FeedVideo[]): FeedVideo[] {
  const edited = usePatchesStore((state) => state.edited);
  const deleted = usePatchesStore((state) => state.deleted);
  return useMemo(() => applyPatches(videos, { edited, deleted }), [videos, edited, deleted]);
}
