import type { FeedVideo } from './video';

/**
 * The user's own like on a video, ahead of (or newer than) the lists: set optimistically on tap,
 * confirmed by the server's answer, or still queued in the outbox while offline.
 */
export interface LikeOverlay {
  liked: boolean;
  likesCount: number;
  /** Waiting for the server (in flight, or queued in the outbox). */
  pending: boolean;
  /** When the overlay last changed (ms since epoch). */
  at: number;
}

export interface LikeView {
  liked: boolean;
  likesCount: number;
  pending: boolean;
}

/**
 * What a like button shows for a video of a list fetched at `fetchedAt`. A pending overlay always
 * wins (the server has not seen it yet); a confirmed one wins until the list is fetched again
 * after it, because a newer list already counts that like (and everybody else's). Without an
 * overlay the list's count stands and `serverLiked` (liked_video_ids) says whether it is ours.
 */
export function mergeLike(
  video: Pick<FeedVideo, 'likes_count'>,
  fetchedAt: number,
  overlay: LikeOverlay | undefined,
  serverLiked: boolean | undefined,
): LikeView {
  if (overlay && (overlay.pending || overlay.at >= fetchedAt)) {
    return { liked: overlay.liked, likesCount: overlay.likesCount, pending: overlay.pending };
  }
  return { liked: serverLiked ?? false, likesCount: video.likes_count, pending: false };
}

/** The state after a tap: the opposite like, and the count moved by one (never below zero). */
export function toggledLike(current: LikeView, at: number): LikeOverlay {
  const liked = !current.liked;
  return {
    liked,
    likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)),
    pending: true,
    at,
  };
}

/** Local edits and deletions, applied to every list so all screens agree before they refetch. */
export interface VideoPatches {
  edited: Record<string, { changes: Partial<FeedVideo>; at: number }>;
  deleted: Record<string, number>;
}

export function applyPatches(videos: readonly FeedVideo[], patches: VideoPatches): FeedVideo[] {
  return videos
    .filter((video) => patches.deleted[video.id] === undefined)
    .map((video) => {
      const edit = patches.edited[video.id];
      return edit ? { ...video, ...edit.changes } : video;
    });
}
