import type { InfiniteData } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { postComment } from '../api/post-comment';
import { commentKeys } from '../hooks/comment-keys';
import { refreshComments } from '../hooks/refresh-comments';
import type { VideoComment } from '../model/comment';
import { COMMENT_MESSAGES } from '../model/messages';
import { markPendingFailed, removePending } from '../stores/pending-comments';
import type { PostCommentPayload } from './post-comment-kind';

function parsePostCommentPayload(payload: unknown): PostCommentPayload | null {
  const { commentId, userId, videoId, body, queuedAt } = (payload ?? {}) as Record<string, unknown>;
  if (
    typeof commentId !== 'string' ||
    typeof userId !== 'string' ||
    typeof videoId !== 'string' ||
    typeof body !== 'string' ||
    typeof queuedAt !== 'number'
  )
    return null;
  return { commentId, userId, videoId, body, queuedAt };
}

/**
 * Posts one queued comment with the token of the moment (POST_COMMENT). post_comment keys on the
 * comment's id, so a replay after a lost answer posts nothing new. A refusal (comments turned
 * off, the video gone, signed out) stops the item and says why; network failures, 5xx and the
 * rate limit (429) are thrown for the outbox to retry later.
 */
export const handlePostComment: OutboxHandler = async (job, ctx) => {
  const payload = parsePostCommentPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This comment could not be read.');
  const refuse = (message: string): never => {
    markPendingFailed(payload.commentId, message);
    toast({ title: COMMENT_MESSAGES.postFailed, description: message, variant: 'destructive' });
    throw new PermanentOutboxError(message);
  };
  const token = await ctx.accessToken();
  if (!token) return refuse(COMMENT_MESSAGES.signIn);
  // Another account signed in on this phone since: the comment waits for its author.
  if (useSession.getState().user?.id !== payload.userId)
    throw new Error(COMMENT_MESSAGES.otherAccount);
  let stored: VideoComment;
  try {
    stored = await postComment(
      { id: payload.commentId, videoId: payload.videoId, body: payload.body },
      token,
      ctx.signal,
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(error.message);
  }
  // The posted comment joins the list before the pending copy goes, so it never blinks out, even
  // when the refetch that follows fails.
  const client = appQueryClient();
  client.setQueryData<InfiniteData<VideoComment[]>>(commentKeys.list(payload.videoId), (data) =>
    data && !data.pages.some((page) => page.some((comment) => comment.id === stored.id))
      ? { ...data, pages: [[stored, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
      : data,
  );
  removePending(payload.commentId);
  void refreshComments(payload.videoId).catch(() => undefined);
};
