/** The kind's name and the tray's label live with every kind in src/domain/outbox-kinds. */
export { POST_COMMENT, POST_COMMENT_LABEL } from '@/domain/outbox-kinds';

export interface PostCommentPayload {
  /** The comment's id: the outbox item's own UUID, so a replay never posts twice. */
  commentId: string;
  /** Who wrote it: only that account's session may post it. */
  userId: string;
  videoId: string;
  body: string;
  queuedAt: number;
}
