import type { OutboxRow } from '@/lib/db';
import { reconcileQueued } from '../stores/like-store';

const WAITING: ReadonlySet<OutboxRow['status']> = new Set(['queued', 'running', 'processing']);

/** Counts the SET_LIKE items still waiting per video and makes the like store agree. */
export function reconcileLikesWith(items: readonly Pick<OutboxRow, 'status' | 'payload'>[]): void {
  const counts: Record<string, number> = {};
  for (const item of items) {
    if (!WAITING.has(item.status)) continue;
    const videoId = (item.payload as { videoId?: unknown } | null)?.videoId;
    if (typeof videoId === 'string') counts[videoId] = (counts[videoId] ?? 0) + 1;
  }
  reconcileQueued(counts);
}
