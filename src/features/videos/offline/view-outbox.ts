import { RECORD_VIEW, type RecordViewPayload } from '@/domain/outbox-kinds';
import { outbox } from '@/lib/outbox-port';

/**
 * Queues a view that could not be counted when it happened (offline, or no answer) for when the
 * network is back (design decisions 10 and 21): it carries its own time, so it counts for the day
 * it happened, once, like any other view of that viewer that day.
 */
export async function queueView(videoId: string, viewedAt: number): Promise<void> {
  await outbox().enqueue<RecordViewPayload>({ kind: RECORD_VIEW, payload: { videoId, viewedAt } });
}
