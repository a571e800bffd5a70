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
 * Keeps the pending list of `videoId` equal to what the outbox holds for it — waiting, or stopped
 * with the reason (a refusal, or retries given up) — after a reload, in other tabs, and as items
 * move. Returns the function that stops watching.
 */
export function watchPendingComments(videoId: string): () => void {
  return outbox().watchHeld<PostCommentPayload>(POST_COMMENT, (held) =>
    replacePending(
      videoId,
      held
        .filter((item) => item.payload.videoId === videoId)
        .map((item) => ({
          id: item.payload.commentId,
          videoId: item.payload.videoId,
          body: item.payload.body,
          queuedAt: item.payload.queuedAt,
          failure: item.failure,
        })),
    ),
  );
}
