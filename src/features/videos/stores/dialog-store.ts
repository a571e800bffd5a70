import { create } from 'zustand';
import type { FeedVideo } from '../model/video';

export type VideoDialogKind = 'share' | 'edit' | 'delete' | 'report' | 'block';

interface VideoDialogState {
  open: { kind: VideoDialogKind; video: FeedVideo } | null;
}

/** The one video dialog open at a time; VideoDialogs renders it wherever an action bar lives. */
export const useVideoDialog = create<VideoDialogState>(() => ({ open: null }));

export function openVideoDialog(kind: VideoDialogKind, video: FeedVideo): void {
  useVideoDialog.setState({ open: { kind, video } });
}

export function closeVideoDialog(): void {
  useVideoDialog.setState({ open: null });
}
