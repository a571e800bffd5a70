import type { FeedVideo } from './video';

/**
 * The user's own like on a video while the server has not answered it yet: set optimistically on
 * tap, kept while in flight or queued in the outbox. It overlays the cached rows, which hold the
 * server's counts (a confirmed like is written into them).
 */
export interface LikeOverlay {
  liked: boolean;
  likesCount: number;
}

export interface LikeView {
  liked: boolean;
  likesCount: number;
  pending: boolean;
}

/**
 * What a like button shows: a pending overlay wins (the server has not seen it yet); otherwise
 * the cached row's count, and `serverLiked` (liked_video_ids, or the last set_like answer) says
 * whether the like is ours.
 */
export function mergeLike(
  video: Pick<FeedVideo, 'likes_count'>,
  overlay: LikeOverlay | undefined,
  serverLiked: boolean | undefined,
): LikeView {
  if (overlay) return { liked: overlay.liked, likesCount: overlay.likesCount, pending: true };
  return { liked: serverLiked ?? false, likesCount: video.likes_count, pending: false };
}

/** The state after a tap: the opposite like, and the count moved by one (never below zero). */
export function toggledLike(current: LikeView): LikeOverlay {
  const liked = !current.liked;
  return { liked, likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)) };
}
