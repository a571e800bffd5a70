import { create } from 'zustand';
import type { VideoPatches } from '../model/like-merge';
import type { FeedVideo } from '../model/video';

/** Edits and deletions made here, applied to every list until each refetches. */
export const usePatchesStore = create<VideoPatches>(() => ({ edited: {}, deleted: {} }));

export function recordEdit(videoId: string, changes: Partial<FeedVideo>): void {
  usePatchesStore.setState((state) => ({
    edited: { ...state.edited, [videoId]: { changes, at: Date.now() } },
  }));
}

export function recordDeletion(videoId: string): void {
  usePatchesStore.setState((state) => ({ deleted: { ...state.deleted, [videoId]: Date.now() } }));
}
