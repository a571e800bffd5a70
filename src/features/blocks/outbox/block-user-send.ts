import { isRefusal } from '@/lib/api/api-error';
import type { BlockUserPayload } from '@/domain/outbox-kinds';
import { PermanentOutboxError, type OutboxSend } from '@/lib/outbox-port';
import { blockUser } from '../api/block-user';
import { BLOCK_MESSAGES, type BlockedUser } from '../model/blocked-user';

const optional = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function parseBlockPayload(payload: unknown): BlockUserPayload | null {
  const row = (payload ?? {}) as Record<string, unknown>;
  const blockerId = optional(row.blockerId);
  const userId = optional(row.userId);
  const videoId = optional(row.videoId);
  if (
    !blockerId ||
    typeof row.label !== 'string' ||
    (userId === undefined) === (videoId === undefined)
  )
    return null;
  const creatorHash = optional(row.creatorHash);
  return {
    blockerId,
    label: row.label,
    ...(userId ? { userId } : { videoId }),
    ...(creatorHash ? { creatorHash } : {}),
  };
}

/**
 * Sends one queued block (BLOCK_USER) with the token of the moment, from a page or the service
 * worker. block_user is idempotent, so a replay after a lost answer changes nothing. It answers
 * who was blocked (a block made from a video names only the video). A refusal stops the item and
 * says why; network failures and 5xx are thrown for the outbox to retry.
 */
export const sendBlockUser: OutboxSend<unknown, BlockedUser> = async (job, ctx) => {
  const payload = parseBlockPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This block could not be read.');
  const refuse = (message: string): never => {
    ctx.notify({ title: BLOCK_MESSAGES.blockFailed, description: message, variant: 'destructive' });
    throw new PermanentOutboxError(message);
  };
  const token = await ctx.accessToken();
  if (!token) return refuse(BLOCK_MESSAGES.signIn);
  // Another account signed in on this phone since: the block waits for the one that made it.
  if ((await ctx.userId()) !== payload.blockerId) throw new Error(BLOCK_MESSAGES.otherAccount);
  try {
    return await blockUser(payload, token, ctx.signal);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(error.message);
  }
};
