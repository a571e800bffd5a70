import { outbox } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import { reportVideoActivity } from '@/lib/video-activity';
import { addPending, removePending, replacePending } from '../stores/pending-comments';
import { POST_COMMENT, type PostCommentPayload } from './post-comment-kind';

/**
 * Queues a comment through the outbox (design decision 10), online or not: it shows at once as
 * pending and is posted, exactly once, when the network allows.
 */
export async function queueComment(videoId: string, userId: string, body: string): Promise<string> {
  const commentId = randomUuid();
  const payload: PostCommentPayload = {
    commentId,
    userId,
    videoId,
    body: body.trim(),
    queuedAt: Date.now(),
  };
  addPending([
    { id: commentId, videoId, body: payload.body, queuedAt: payload.queuedAt, failure: null },
  ]);
  try {
    await outbox().enqueue<PostCommentPayload>({ id: commentId, kind: POST_COMMENT, payload });
  } catch (error) {
    removePending(commentId);
    throw error;
  }
  reportVideoActivity({ kind: 'commented', videoId, commentId, body: payload.body });
  return commentId;
}

/**
 * The comments of `videoId` the outbox still holds (after a reload, or sent meanwhile by another
 * tab) replace what this page thought was pending for that video.
 */
export async function restorePending(videoId: string): Promise<void> {
  const waiting = await outbox().waitingItems<PostCommentPayload>(POST_COMMENT, videoId);
  replacePending(
    videoId,
    waiting.map((item) => ({
      id: item.payload.commentId,
      videoId: item.payload.videoId,
      body: item.payload.body,
      queuedAt: item.payload.queuedAt,
      failure: item.failure,
    })),
  );
}
