import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useOnlineStatus } from '@/lib/online-status';
import { useSession } from '@/lib/session';
import { deleteComment } from '../api/delete-comment';
import { refreshComments } from '../hooks/refresh-comments';
import { useComments } from '../hooks/use-comments';
import { useVisibleComments } from '../hooks/use-visible-comments';
import type { VideoComment } from '../model/comment';
import { COMMENT_MESSAGES } from '../model/messages';
import { watchPendingComments } from '../outbox/queue-comment';
import { pendingFor, usePendingComments } from '../stores/pending-comments';
import { BlockAuthorDialog } from './block-author-dialog';
import { CommentForm } from './comment-form';
import { PostedComment, WaitingComment } from './comment-item';

export interface CommentsSheetProps {
  videoId: string;
  title: string;
  open: boolean;
  onClose(): void;
}

async function removeComment(videoId: string, id: string): Promise<void> {
  try {
    await deleteComment(id);
    await refreshComments(videoId);
  } catch (error) {
    console.error('Deleting the comment failed', error);
    toast({ title: COMMENT_MESSAGES.deleteFailed, variant: 'destructive' });
  }
}

/**
 * The comments of one video: newest first, a page at a time; write one; delete your own; block
 * another member (their comments leave the sheet at once).
 */
export function CommentsSheet({ videoId, title, open, onClose }: CommentsSheetProps) {
  const userId = useSession((state) => state.user?.id ?? null);
  const online = useOnlineStatus();
  const list = useComments(videoId, open);
  // Less the comments of members this member blocked (also while the block waits to be sent).
  const comments = useVisibleComments(list.comments);
  const [blocking, setBlocking] = useState<VideoComment | null>(null);
  const posted = new Set(list.comments.map((comment) => comment.id));
  // The store's own object is selected (a new array each time would re-render without end).
  const pending = usePendingComments((state) => state.byId);
  const waiting = pendingFor({ byId: pending }, videoId).filter(
    (comment) => !posted.has(comment.id),
  );

  useEffect(() => {
    if (open && userId) return watchPendingComments(videoId);
  }, [open, userId, videoId]);

  return (
    <Sheet open={open} onClose={onClose} title={COMMENT_MESSAGES.heading} description={title}>
      <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
        {!online && <p className="text-sm text-ink-muted">{COMMENT_MESSAGES.offlineList}</p>}
        {list.failed && list.comments.length === 0 && online && (
          <p role="alert" className="text-sm text-danger">
            {COMMENT_MESSAGES.loadFailed}
          </p>
        )}
        {list.loading ? (
          <p role="status">Loading comments…</p>
        ) : (
          <ul aria-label={`Comments on ${title}`} className="flex flex-col gap-2">
            {waiting.map((comment) => (
              <WaitingComment key={comment.id} comment={comment} />
            ))}
            {comments.map((comment) => (
              <PostedComment
                key={comment.id}
                comment={comment}
                own={comment.userId === userId}
                onDelete={() => void removeComment(videoId, comment.id)}
                onBlock={userId ? () => setBlocking(comment) : undefined}
              />
            ))}
          </ul>
        )}
        {!list.loading && !list.failed && comments.length === 0 && waiting.length === 0 && (
          <p className="text-sm text-ink-muted">{COMMENT_MESSAGES.none}</p>
        )}
        {list.hasMore && (
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {COMMENT_MESSAGES.more}
          </Button>
        )}
      </div>
      {blocking && userId && (
        <BlockAuthorDialog
          comment={blocking}
          blockerId={userId}
          onClose={() => setBlocking(null)}
        />
      )}
      {userId ? (
        <CommentForm videoId={videoId} userId={userId} />
      ) : (
        <Button onClick={() => openAuthDialog('signin', COMMENT_MESSAGES.signIn)}>
          Sign in to comment
        </Button>
      )}
    </Sheet>
  );
}
