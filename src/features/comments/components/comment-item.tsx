import { Button } from '@/components/button';
import type { VideoComment } from '../model/comment';
import { COMMENT_MESSAGES } from '../model/messages';
import type { PendingComment } from '../stores/pending-comments';

const when = (iso: string | number) => new Date(iso).toLocaleString();

/**
 * One posted comment: author, time, the text (as text, never markup), Delete for its author and
 * Block for another signed-in member (`onBlock`).
 */
export function PostedComment({
  comment,
  own,
  onDelete,
  onBlock,
}: {
  comment: VideoComment;
  own: boolean;
  onDelete(): void;
  onBlock?(): void;
}) {
  return (
    <li
      className="flex flex-col gap-1 rounded-xl bg-surface-raised p-3"
      data-comment-id={comment.id}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-ink-muted">
        <span className="font-semibold text-ink">{comment.authorName}</span>
        <time dateTime={comment.createdAt}>{when(comment.createdAt)}</time>
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{comment.body}</p>
      {own && (
        <Button
          variant="ghost"
          className="self-end"
          onClick={onDelete}
          aria-label="Delete your comment"
        >
          Delete
        </Button>
      )}
      {!own && onBlock && (
        <Button
          variant="ghost"
          className="self-end"
          onClick={onBlock}
          aria-label={`Block ${comment.authorName}`}
        >
          {COMMENT_MESSAGES.block.button}
        </Button>
      )}
    </li>
  );
}

/** A comment written here and not yet on the server: waiting, or refused with the reason. */
export function WaitingComment({ comment }: { comment: PendingComment }) {
  return (
    <li
      className="flex flex-col gap-1 rounded-xl border border-dashed border-line p-3"
      data-comment-id={comment.id}
      data-testid="comment-pending"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-ink-muted">
        <span className="font-semibold text-ink">You</span>
        <time dateTime={new Date(comment.queuedAt).toISOString()}>{when(comment.queuedAt)}</time>
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{comment.body}</p>
      <p
        role="status"
        className={comment.failure ? 'text-xs text-danger' : 'text-xs text-ink-muted'}
      >
        {comment.failure
          ? `${COMMENT_MESSAGES.postFailed}: ${comment.failure}`
          : COMMENT_MESSAGES.waiting}
      </p>
    </li>
  );
}
