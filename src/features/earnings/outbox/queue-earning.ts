import { outbox } from '@/lib/outbox-port';
import type { VideoActivity } from '@/lib/video-activity';
import { commentEarns } from '../model/comment-words';
import type { EarningCategory } from '../model/earning-rules';
import { RECORD_EARNING, type RecordEarningPayload } from './record-earning-kind';

const CATEGORY_OF: Readonly<Record<VideoActivity['kind'], EarningCategory>> = {
  watched: 'watch',
  liked: 'like',
  commented: 'comment',
  shared: 'share',
};

/** Actions queued this page life: liking, unliking and liking again earns once. */
const queued = new Set<string>();

/** The earning a member's activity asks for, or null when it cannot earn (a 3-word comment). */
export function earningFor(activity: VideoActivity, userId: string): RecordEarningPayload | null {
  if (activity.kind === 'commented' && !commentEarns(activity.body)) return null;
  return {
    category: CATEGORY_OF[activity.kind],
    videoId: activity.videoId,
    userId,
    queuedAt: Date.now(),
    ...(activity.kind === 'watched' ? { viewId: activity.viewId } : {}),
    ...(activity.kind === 'commented' ? { commentId: activity.commentId } : {}),
  };
}

/**
 * Queues the earning of a Premium member's activity through the outbox (design decision 10):
 * it shows as pending at once, online or not, and is sent exactly once. Returns the item's id,
 * or null when there is nothing to earn or the same action already waits.
 */
export async function queueEarning(
  activity: VideoActivity,
  userId: string,
): Promise<string | null> {
  const payload = earningFor(activity, userId);
  if (!payload) return null;
  const key = `${userId}:${payload.category}:${payload.videoId}`;
  if (queued.has(key)) return null;
  queued.add(key);
  try {
    const waiting = await outbox().waitingItems<RecordEarningPayload>(
      RECORD_EARNING,
      payload.videoId,
    );
    if (waiting.some((item) => item.payload.category === payload.category)) return null;
    return await outbox().enqueue<RecordEarningPayload>({ kind: RECORD_EARNING, payload });
  } catch (error) {
    queued.delete(key);
    throw error;
  }
}
