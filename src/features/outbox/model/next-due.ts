import type { OutboxRow } from '@/lib/db';
import { isWaiting } from './status';

/**
 * The next item to send: the oldest (by createdAt, then id) among waiting items whose time has
 * come and that the caller may send now. An item backing off does not hold up the ones behind it.
 */
export function pickNextDue(
  rows: readonly OutboxRow[],
  now: number,
  maySend: (row: OutboxRow) => boolean = () => true,
): OutboxRow | undefined {
  return rows
    .filter((row) => isWaiting(row) && row.nextAttemptAt <= now && maySend(row))
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))[0];
}

/** When the next waiting item becomes due (undefined when nothing waits). */
export function nextWakeAt(
  rows: readonly OutboxRow[],
  maySend: (row: OutboxRow) => boolean = () => true,
): number | undefined {
  const times = rows
    .filter((row) => isWaiting(row) && maySend(row))
    .map((row) => row.nextAttemptAt);
  return times.length === 0 ? undefined : Math.min(...times);
}
