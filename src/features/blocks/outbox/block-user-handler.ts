import { toast } from '@/components/toast-store';
import { isRefusal } from '@/lib/api/api-error';
import { hideCreator, showCreator } from '@/lib/hidden-content';
import type { BlockUserPayload } from '@/lib/outbox-kinds';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { blockUser } from '../api/block-user';
import { BLOCK_MESSAGES } from '../model/blocked-user';

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
 * Sends one queued block (BLOCK_USER) with the token of the moment. block_user is idempotent, so
 * a replay after a lost answer changes nothing. Its answer names the member, so their comments
 * hide too when the block came from a video (feeds name uploaders only by hash), and every list
 * on screen refetches what the server now leaves out. A refusal shows the member again and says
 * why; network failures and 5xx are thrown for the outbox to retry.
 */
export const handleBlockUser: OutboxHandler = async (job, ctx) => {
  const payload = parseBlockPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This block could not be read.');
  const refuse = (message: string): never => {
    showCreator({ userId: payload.userId, creatorHash: payload.creatorHash });
    toast({ title: BLOCK_MESSAGES.blockFailed, description: message, variant: 'destructive' });
    throw new PermanentOutboxError(message);
  };
  const token = await ctx.accessToken();
  if (!token) return refuse(BLOCK_MESSAGES.signIn);
  // Another account signed in on this phone since: the block waits for the one that made it.
  if (useSession.getState().user?.id !== payload.blockerId)
    throw new Error(BLOCK_MESSAGES.otherAccount);
  try {
    const blocked = await blockUser(payload, token, ctx.signal);
    hideCreator({ userId: blocked.userId, creatorHash: blocked.creatorHash });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(error.message);
  }
  void appQueryClient().invalidateQueries();
};
