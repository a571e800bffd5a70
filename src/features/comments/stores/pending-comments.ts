import { create } from 'zustand';

/** A comment written on this device that the server has not confirmed yet. */
export interface PendingComment {
  id: string;
  videoId: string;
  body: string;
  queuedAt: number;
  /** The server's refusal, once it gave one (the comment will not be posted). */
  failure: string | null;
}

interface PendingState {
  byId: Record<string, PendingComment>;
}

export const usePendingComments = create<PendingState>(() => ({ byId: {} }));

export function addPending(comments: readonly PendingComment[]): void {
  if (comments.length === 0) return;
  usePendingComments.setState((state) => ({
    byId: {
      ...state.byId,
      ...Object.fromEntries(comments.map((comment) => [comment.id, comment])),
    },
  }));
}

/** What the outbox holds for one video becomes that video's pending list. */
export function replacePending(videoId: string, comments: readonly PendingComment[]): void {
  usePendingComments.setState((state) => ({
    byId: {
      ...Object.fromEntries(
        Object.entries(state.byId).filter(([, comment]) => comment.videoId !== videoId),
      ),
      ...Object.fromEntries(comments.map((comment) => [comment.id, comment])),
    },
  }));
}

export function removePending(id: string): void {
  usePendingComments.setState((state) => {
    const { [id]: _gone, ...rest } = state.byId;
    return { byId: rest };
  });
}

export function markPendingFailed(id: string, failure: string): void {
  usePendingComments.setState((state) => {
    const comment = state.byId[id];
    return comment ? { byId: { ...state.byId, [id]: { ...comment, failure } } } : state;
  });
}

/** A video's pending comments, newest first. */
export function pendingFor(state: PendingState, videoId: string): PendingComment[] {
  return Object.values(state.byId)
    .filter((comment) => comment.videoId === videoId)
    .sort((a, b) => b.queuedAt - a.queuedAt);
}
