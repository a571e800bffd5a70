import { create } from 'zustand';
import { useSession, type SessionState } from '@/lib/session';
import { patchCachedVideo, recordServerLikes } from '../hooks/cached-videos';
import type { LikeOverlay } from '../model/like-merge';

/**
 * Likes the server has not answered yet (bluesky-style optimistic overlays): each overlays the
 * cached rows of every list and player, so a like shows the same everywhere. Server answers are
 * written into the query cache itself (counts into the rows, "liked" into the user's map).
 */
export interface LikeState {
  overlays: Record<string, LikeOverlay>;
  /** SET_LIKE items still in the outbox, per video. */
  queued: Record<string, number>;
}

/** Likes waiting in the outbox survive a reload: their overlays are kept in local storage. */
export const PENDING_LIKES_KEY = 'laughloop.pending-likes';

function readPending(): LikeState {
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
      overlays[id] = { liked, likesCount };
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
      .map(([id, count]) => [id, { ...overlays[id], queued: count }]),
  );
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(PENDING_LIKES_KEY);
    else localStorage.setItem(PENDING_LIKES_KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the overlay still holds until the page closes.
  }
}

export const useLikeStore = create<LikeState>(readPending);
useLikeStore.subscribe((state, previous) => {
  if (state.queued !== previous.queued || state.overlays !== previous.overlays) writePending(state);
});

export function setOverlay(videoId: string, overlay: LikeOverlay | undefined): void {
  useLikeStore.setState((state) => {
    const overlays = { ...state.overlays };
    if (overlay) overlays[videoId] = overlay;
    else delete overlays[videoId];
    return { overlays };
  });
}

/**
 * The server's answer: the exact count goes into every cached row, the like into the user's map,
 * and the overlay goes, unless a later tap is still waiting (it keeps its own optimistic state).
 */
export function confirmLike(videoId: string, liked: boolean, likesCount: number): void {
  const userId = useSession.getState().user?.id;
  patchCachedVideo(videoId, { likes_count: likesCount });
  if (userId) recordServerLikes(userId, { [videoId]: liked });
  if (!isQueued(videoId)) setOverlay(videoId, undefined);
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
    for (const id of Object.keys(state.queued)) if (!actual[id]) delete overlays[id];
    return { queued: { ...actual }, overlays };
  });
}

/** The signed-in user the overlays belong to; undefined until the session has been read. */
let likesOwner: string | null | undefined;

/**
 * Another user (or none) signed in: the previous user's pending likes leave the screen (each still
 * goes out through the outbox; only its display is dropped). Their confirmed likes are keyed by
 * user in the query cache. The first session read adopts the overlays restored from storage.
 */
function followSignedInUser({ loading, user }: SessionState): void {
  if (loading) return;
  const userId = user?.id ?? null;
  if (likesOwner !== undefined && likesOwner !== userId) useLikeStore.setState({ overlays: {} });
  likesOwner = userId;
}
followSignedInUser(useSession.getState());
useSession.subscribe(followSignedInUser);
