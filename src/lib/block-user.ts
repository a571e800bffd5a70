import { creatorHashOf } from './creator-hash';
import { hideCreator, showCreator } from './hidden-content';
import { BLOCK_USER, type BlockUserPayload } from '@/domain/outbox-kinds';
import { outbox } from './outbox-port';

export type BlockTarget =
  | { userId: string; videoId?: undefined; creatorHash?: string | null; label: string }
  | { videoId: string; userId?: string | null; creatorHash?: string | null; label: string };

/**
 * Blocks a member (issue 34 §3) from a video's More menu or a comment: their videos and comments
 * leave this device's screens at once, and the block goes to the server through the outbox (like
 * a like: offline it waits, and the server dedups a replay). Shared by the videos and comments
 * features; the blocks feature sends it and confirms or undoes the hiding.
 */
export async function queueBlock(blockerId: string, target: BlockTarget): Promise<void> {
  const creatorHash =
    target.creatorHash ?? (target.userId ? await creatorHashOf(target.userId) : null);
  const hidden = { userId: target.userId ?? null, creatorHash };
  hideCreator(hidden);
  const payload: BlockUserPayload = {
    blockerId,
    label: target.label,
    ...(target.videoId === undefined ? { userId: target.userId } : { videoId: target.videoId }),
    ...(creatorHash ? { creatorHash } : {}),
  };
  try {
    await outbox().enqueue<BlockUserPayload>({ kind: BLOCK_USER, payload });
  } catch (error) {
    showCreator(hidden);
    throw error;
  }
}
