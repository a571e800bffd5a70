import { create } from 'zustand';
import { useSession, type SessionState } from '@/lib/session';
import { mergeLike, type LikeOverlay, type LikeView } from '../model/like-merge';
import type { FeedVideo } from '../model/video';

/**
 * The user's likes, shared by every list and player so a like shows the same everywhere
 * (bluesky-style optimistic overlays over the fetched lists).
 */
export interface LikeState {
  overlays: Record<string, LikeOverlay>;
  /** liked_video_ids answers: whether the server has this user's like on a video. */
  serverLiked: Record<string, boolean>;
  /** SET_LIKE items still in the outbox, per video. */
  queued: Record<string, number>;
}

/** Likes waiting in the outbox survive a reload: their overlays are kept in local storage. */
export const PENDING_LIKES_KEY = 'laughloop.pending-likes';

function readPending(): Pick<LikeState, 'overlays' | 'queued'> {
  const empty = { overlays: {}, queued: {} };
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_LIKES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return empty;
    const overlays: Record<string, LikeOverlay> = {};
    const queued: Record<string, number> = {};
    for (const [id, value] of Object.entries(parsed)) {
      const { liked, likesCount, queued: count } = value as Record<string, unknown>;
      if (typeof liked !== 'boolean' || typeof likesCount !== 'number' || typeof count !== 'number')
        continue;
      overlays[id] = { liked, likesCount, pending: true, at: Date.now() };
      queued[id] = count;
    }
    return { overlays, queued };
  } catch {
    return empty;
  }
}

function writePending({ overlays, queued }: LikeState): void {
  const pending = Object.fromEntries(
    Object.entries(queued)
      .filter(([id, count]) => count > 0 && overlays[id])
      .map(([id, count]) => [
        id,
        { liked: overlays[id]!.liked, likesCount: overlays[id]!.likesCount, queued: count },
      ]),
  );
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(PENDING_LIKES_KEY);
    else localStorage.setItem(PENDING_LIKES_KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the overlay still holds until the page closes.
  }
}

export const useLikeStore = create<LikeState>(() => ({ ...readPending(), serverLiked: {} }));
useLikeStore.subscribe((state, previous) => {
  if (state.queued !== previous.queued || state.overlays !== previous.overlays) writePending(state);
});

export function useLikeView(
  video: Pick<FeedVideo, 'id' | 'likes_count'>,
  fetchedAt: number,
): LikeView {
  const overlay = useLikeStore((state) => state.overlays[video.id]);
  const serverLiked = useLikeStore((state) => state.serverLiked[video.id]);
  return mergeLike(video, fetchedAt, overlay, serverLiked);
}

export function setOverlay(videoId: string, overlay: LikeOverlay | undefined): void {
  useLikeStore.setState((state) => {
    const overlays = { ...state.overlays };
    if (overlay) overlays[videoId] = overlay;
    else delete overlays[videoId];
    return { overlays };
  });
}

/** The server's answer: the like and the exact count, still pending while later items wait. */
export function confirmLike(videoId: string, liked: boolean, likesCount: number): void {
  useLikeStore.setState((state) => {
    const waiting = (state.queued[videoId] ?? 0) > 0;
    const current = state.overlays[videoId];
    // A later tap still waiting keeps its own optimistic state; only the count comes from the server.
    const overlay: LikeOverlay =
      waiting && current
        ? { ...current, at: Date.now() }
        : { liked, likesCount, pending: false, at: Date.now() };
    return {
      overlays: { ...state.overlays, [videoId]: overlay },
      serverLiked: { ...state.serverLiked, [videoId]: liked },
    };
  });
}

/** One more (+1) or one fewer (-1) SET_LIKE item in the outbox for this video. */
export function changeQueued(videoId: string, delta: 1 | -1): number {
  let left = 0;
  useLikeStore.setState((state) => {
    left = Math.max(0, (state.queued[videoId] ?? 0) + delta);
    const queued = { ...state.queued, [videoId]: left };
    if (left === 0) delete queued[videoId];
    return { queued };
  });
  return left;
}

export function isQueued(videoId: string): boolean {
  return (useLikeStore.getState().queued[videoId] ?? 0) > 0;
}

/** Replaces the queued counts with what the outbox really holds (after a reload). */
export function reconcileQueued(actual: Record<string, number>): void {
  useLikeStore.setState((state) => {
    const overlays = { ...state.overlays };
    for (const id of Object.keys(state.queued)) {
      if (!actual[id] && overlays[id]?.pending) delete overlays[id];
    }
    return { queued: { ...actual }, overlays };
  });
}

export function setServerLiked(ids: readonly string[], liked: ReadonlySet<string>): void {
  useLikeStore.setState((state) => {
    const serverLiked = { ...state.serverLiked };
    for (const id of ids) serverLiked[id] = liked.has(id);
    return { serverLiked };
  });
}

/** Signing out forgets whose likes these were. */
export function clearServerLiked(): void {
  useLikeStore.setState({ serverLiked: {} });
}

/** The signed-in user the overlays belong to; undefined until the session has been read. */
let likesOwner: string | null | undefined;

/**
 * Another user (or none) signed in: the previous user's likes leave the screen, confirmed and
 * pending alike (a pending one still goes out through the outbox; only its display is dropped).
 * The first session read adopts the overlays restored from local storage.
 */
function followSignedInUser({ loading, user }: SessionState): void {
  if (loading) return;
  const userId = user?.id ?? null;
  if (likesOwner !== undefined && likesOwner !== userId)
    useLikeStore.setState({ overlays: {}, serverLiked: {} });
  likesOwner = userId;
}
followSignedInUser(useSession.getState());
useSession.subscribe(followSignedInUser);
