import { isRefusal } from '@/lib/api/api-error';
import type { SetLikePayload } from '@/domain/outbox-kinds';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { setLike } from '../api/set-like';
import { isOvertaken, settleLike, type LikeAnswer } from '../likes/like-record';
import { changeLikeRecords, readLikeRecords } from '../likes/like-records';
import { LIKE_MESSAGES as VIDEO_MESSAGES } from '../model/outbox-messages';

function parsePayload(payload: unknown): SetLikePayload {
  const { videoId, liked, userId } = (payload ?? {}) as Record<string, unknown>;
  if (typeof videoId !== 'string' || typeof liked !== 'boolean')
    throw new PermanentOutboxError('This like could not be read.');
  return { videoId, liked, ...(typeof userId === 'string' ? { userId } : {}) };
}

/**
 * Sends one queued like (SET_LIKE) with the token of the moment, from a page or from the service
 * worker with every page closed: it reads and settles the member's like record, the one state
 * both show (../likes). A tap overtaken by a later one of the same video is not sent (its state is
 * not what the member wants). set_like is idempotent, so a replay after a lost answer changes
 * nothing. A refusal (the video is gone, signed out) drops the like and says so; network failures
 * and 5xx are thrown for the outbox to retry.
 */
export const handleSetLike: OutboxHandler = async (job, ctx) => {
  const { videoId, liked, userId: tapper } = parsePayload(job.payload);
  const signedIn = await ctx.userId();
  const userId = tapper ?? signedIn;
  if (userId && isOvertaken(await readLikeRecords(userId), videoId, job.id)) return;
  const settle = (answer: LikeAnswer | null) =>
    userId
      ? changeLikeRecords(userId, (records) =>
          settleLike(records, videoId, job.id, answer, Date.now()),
        )
      : Promise.resolve();
  const token = await ctx.accessToken();
  if (!token || !signedIn) {
    await settle(null);
    ctx.notify({ title: VIDEO_MESSAGES.likeFailed, description: VIDEO_MESSAGES.likeSignIn.description, variant: 'destructive' });
    throw new PermanentOutboxError(VIDEO_MESSAGES.likeSignIn.description);
  }
  // Another account signed in on this phone since: the like waits for the member who tapped it.
  if (tapper && tapper !== signedIn) throw new Error('Waiting for the account that liked this video.');
  try {
    await settle(await setLike(videoId, liked, token, ctx.signal));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await settle(null);
    ctx.notify({ title: VIDEO_MESSAGES.likeFailed, description: error.message, variant: 'destructive' });
    throw new PermanentOutboxError(error.message);
  }
};
