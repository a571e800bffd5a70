import { isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxSend } from '@/lib/outbox-port';
import { postComment } from '../api/post-comment';
import type { VideoComment } from '../model/comment';
import { POST_COMMENT_MESSAGES as COMMENT_MESSAGES } from '../model/outbox-messages';
import type { PostCommentPayload } from './post-comment-kind';

export function parsePostCommentPayload(payload: unknown): PostCommentPayload | null {
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
 * Posts one queued comment with the token of the moment (POST_COMMENT), from a page or the
 * service worker. post_comment keys on the comment's id, so a replay after a lost answer posts
 * nothing new. A refusal (comments turned off, the video gone, signed out) stops the item and
 * says why; network failures, 5xx and the rate limit (429) are thrown for the outbox to retry.
 */
export const sendPostComment: OutboxSend<unknown, VideoComment> = async (job, ctx) => {
  const payload = parsePostCommentPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This comment could not be read.');
  const refuse = (message: string): never => {
    ctx.notify({ title: COMMENT_MESSAGES.postFailed, description: message, variant: 'destructive' });
    throw new PermanentOutboxError(message);
  };
  const token = await ctx.accessToken();
  if (!token) return refuse(COMMENT_MESSAGES.signIn);
  // Another account signed in on this phone since: the comment waits for its author.
  if ((await ctx.userId()) !== payload.userId) throw new Error(COMMENT_MESSAGES.otherAccount);
  try {
    return await postComment(
      { id: payload.commentId, videoId: payload.videoId, body: payload.body },
      token,
      ctx.signal,
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(error.message);
  }
};
