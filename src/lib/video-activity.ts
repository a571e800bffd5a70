/**
 * What a member did with a video, told by the feature where it happened (the players, the like
 * and share buttons, the comments sheet) to the handler src/app provides (earnings), so features
 * never import each other. The handler's code loads on the first activity, not with the shell.
 */
export type VideoActivity =
  /** The player confirmed 30 s of playback of a watch the server saw start (`viewId`). */
  (
    | { kind: 'watched'; videoId: string; viewId: string }
    | { kind: 'liked'; videoId: string }
    | { kind: 'shared'; videoId: string }
    /** A comment was queued (posted now or later by the outbox) with this id. */
    | { kind: 'commented'; videoId: string; commentId: string; body: string }
  ) & {
    /** The video's creator, where the screen knows it (nobody earns from their own videos). */
    ownerId?: string | null;
  };

export type VideoActivityHandler = (activity: VideoActivity) => void | Promise<unknown>;

let loadHandler: (() => Promise<VideoActivityHandler>) | null = null;
let handler: Promise<VideoActivityHandler> | null = null;

/** src/app: what handles activities, loaded on the first one. */
export function handleVideoActivityWith(load: () => Promise<VideoActivityHandler>): void {
  loadHandler = load;
  handler = null;
}

export function reportVideoActivity(activity: VideoActivity): void {
  if (!loadHandler) return;
  handler ??= loadHandler();
  handler
    .then((handle) => handle(activity))
    .catch((error: unknown) => {
      handler = null;
      console.error('Could not handle a video activity', error);
    });
}
