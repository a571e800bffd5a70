import type { OutboxRow, OutboxStatus } from '@/lib/db';

/**
 * The outbox's status words, spelled only inside the outbox feature. Other features never see a
 * status: the port (src/lib/outbox-port) answers them with `waiting` and `failure` instead.
 */
export const OUTBOX_STATUS = {
  queued: 'queued',
  running: 'running',
  processing: 'processing',
  failed: 'failed',
  done: 'done',
  cancelled: 'cancelled',
} as const satisfies { [S in OutboxStatus]: S };

/** Statuses that still have work to do; 'running' rows are only seen after a crash or a closed tab. */
const WAITING: ReadonlySet<OutboxStatus> = new Set([
  OUTBOX_STATUS.queued,
  OUTBOX_STATUS.running,
  OUTBOX_STATUS.processing,
]);

export function isWaiting(row: Pick<OutboxRow, 'status'>): boolean {
  return WAITING.has(row.status);
}

/** Still the user's concern: waiting, or stopped by a refusal they have to see. */
export function isHeld(row: Pick<OutboxRow, 'status'>): boolean {
  return row.status !== OUTBOX_STATUS.done && row.status !== OUTBOX_STATUS.cancelled;
}
