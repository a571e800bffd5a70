import { toast } from '@/components/toast-store';
import { isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { postComment } from '../api/post-comment';
import { refreshComments } from '../hooks/refresh-comments';
import { COMMENT_MESSAGES } from '../model/messages';
import { markPendingFailed, removePending } from '../stores/pending-comments';
import type { PostCommentPayload } from './post-comment-kind';

function parsePostCommentPayload(payload: unknown): PostCommentPayload | null {
  const { commentId, videoId, body, queuedAt } = (payload ?? {}) as Record<string, unknown>;
  if (
    typeof commentId !== 'string' ||
    typeof videoId !== 'string' ||
    typeof body !== 'string' ||
    typeof queuedAt !== 'number'
  )
    return null;
  return { commentId, videoId, body, queuedAt };
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
  try {
    await postComment(
      { id: payload.commentId, videoId: payload.videoId, body: payload.body },
      token,
      ctx.signal,
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(error.message);
  }
  // The list shows the posted comment before the pending copy goes, so it never blinks out.
  await refreshComments(payload.videoId).catch(() => undefined);
  removePending(payload.commentId);
};
