import { SET_LIKE, type SetLikePayload } from '@/lib/outbox-kinds';
import { outbox, PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { isRefusal } from '@/lib/api/api-error';
import { setLike } from '../api/set-like';
import { changeQueued, confirmLike, setOverlay } from '../stores/like-store';
import { failLikeLoudly } from './like-outbox';
import { VIDEO_MESSAGES } from '../model/messages';

function parsePayload(payload: unknown): SetLikePayload {
  const { videoId, liked } = (payload ?? {}) as Record<string, unknown>;
  if (typeof videoId !== 'string' || typeof liked !== 'boolean')
    throw new PermanentOutboxError('This like could not be read.');
  return { videoId, liked };
}

/**
 * True when a later like of the same video waits behind this one: the later state is what the
 * user wants, so this one need not be sent (the outbox lets a backing-off item be overtaken, and
 * sending it after the later one would undo the user's last tap).
 */
async function isSuperseded(jobId: string, videoId: string): Promise<boolean> {
  // Oldest first, this one among them while it is being sent, so every item after it is later.
  const waiting = await outbox().waitingItems(SET_LIKE, videoId);
  const own = waiting.findIndex((item) => item.id === jobId);
  return own !== -1 && own < waiting.length - 1;
}

function settleRefused(videoId: string): void {
  if (changeQueued(videoId, -1) === 0) setOverlay(videoId, undefined);
  failLikeLoudly();
}

/**
 * Sends one queued like with the token of the moment (SET_LIKE handler). set_like is idempotent,
 * so a replay after a lost answer changes nothing. A refusal (the video is gone, the user signed
 * out) drops the like and says so; network failures and 5xx are thrown for the outbox to retry.
 */
export const handleSetLike: OutboxHandler = async (job, ctx) => {
  const { videoId, liked } = parsePayload(job.payload);
  if (await isSuperseded(job.id, videoId)) {
    changeQueued(videoId, -1);
    return;
  }
  const token = await ctx.accessToken();
  if (!token) {
    settleRefused(videoId);
    throw new PermanentOutboxError(VIDEO_MESSAGES.likeSignIn.description);
  }
  try {
    const result = await setLike(videoId, liked, token, ctx.signal);
    changeQueued(videoId, -1);
    confirmLike(videoId, result.liked, result.likes_count);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    settleRefused(videoId);
    throw new PermanentOutboxError(error.message);
  }
};
