import type { OutboxEntry } from '@/lib/outbox-port';
import { reconcileQueued } from '../stores/like-store';

/** Counts the SET_LIKE items still waiting per video and makes the like store agree. */
export function reconcileLikesWith(waiting: readonly Pick<OutboxEntry, 'payload'>[]): void {
  const counts: Record<string, number> = {};
  for (const item of waiting) {
    const videoId = (item.payload as { videoId?: unknown } | null)?.videoId;
    if (typeof videoId === 'string') counts[videoId] = (counts[videoId] ?? 0) + 1;
  }
  reconcileQueued(counts);
}
