/** The outbox kind of a comment (handler: ./post-comment-handler.ts). */
export const POST_COMMENT = 'post-comment';
/** How the upload tray names an item of this kind. */
export const POST_COMMENT_LABEL = 'Comment';

export interface PostCommentPayload {
  /** The comment's id: the outbox item's own UUID, so a replay never posts twice. */
  commentId: string;
  /** Who wrote it: only that account's session may post it. */
  userId: string;
  videoId: string;
  body: string;
  queuedAt: number;
}
