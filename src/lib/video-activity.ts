/**
 * What a member did with a video, told by the feature where it happened (the players, the like
 * and share buttons, the comments sheet) to whoever listens (src/app hands it to earnings), so
 * features never import each other. Nothing is told for visitors or for one's own videos.
 */
export type VideoActivity = (
  /** The player confirmed 30 s of playback of a watch the server saw start (`viewId`). */
  | { kind: 'watched'; videoId: string; viewId: string }
  | { kind: 'liked'; videoId: string }
  | { kind: 'shared'; videoId: string }
  /** A comment was queued (posted now or later by the outbox) with this id. */
  | { kind: 'commented'; videoId: string; commentId: string; body: string }
) & {
  /** The video's creator, where the screen knows it (nobody earns from their own videos). */
  ownerId?: string | null;
};

type Listener = (activity: VideoActivity) => void;

const listeners = new Set<Listener>();

export function reportVideoActivity(activity: VideoActivity): void {
  for (const listener of listeners) {
    try {
      listener(activity);
    } catch (error) {
      console.error('A video activity listener failed', error);
    }
  }
}

/** Listens to every activity from now on; returns the function that stops. */
export function onVideoActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
