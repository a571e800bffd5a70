import type { OutboxRow } from '@/lib/db';
import type { OutboxHandler, OutboxJobContext } from '@/lib/outbox-port';
import { claimItem, listItems, markDone, markFailed, scheduleRetry } from '../data/outbox-repo';
import { backoffDelayMs, MAX_ATTEMPTS } from '../model/backoff';
import { nextWakeAt, pickNextDue } from '../model/next-due';
import { isWaiting } from '../model/status';

export interface DrainDeps {
  now(): number;
  random(): number;
  online(): boolean;
  /** True while a 'Wi-Fi only' upload must wait on a metered connection. */
  waitsForWifi(row: OutboxRow): boolean;
  handlerFor(kind: string): OutboxHandler | undefined;
  contextFor(row: OutboxRow, signal: AbortSignal): OutboxJobContext;
  /** Running items by id, so Cancel can stop them. */
  running: Map<string, AbortController>;
}

export interface DrainOutcome {
  sent: number;
  failed: number;
  /** Items still waiting (backing off, offline, Wi-Fi only, or without a handler yet). */
  waiting: number;
  /** When the earliest waiting item becomes due. */
  wakeAt: number | undefined;
}

function isPermanent(error: unknown): error is Error {
  return error instanceof Error && error.name === 'PermanentOutboxError';
}

function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}

type ItemResult = 'sent' | 'failed' | 'retry' | 'gone';

/** A failure: 4xx refusals stop for the user; network and 5xx failures back off and retry. */
async function recordFailure(row: OutboxRow, error: unknown, deps: DrainDeps): Promise<ItemResult> {
  const now = deps.now();
  const message = describeError(error);
  if (isPermanent(error)) {
    await markFailed(row.id, message, row.attempts + 1, now);
    return 'failed';
  }
  if (!deps.online()) {
    // The connection went away: that costs no attempt, the `online` event brings it back.
    await scheduleRetry(
      row.id,
      { attempts: row.attempts, nextAttemptAt: now, lastError: message },
      now,
    );
    return 'retry';
  }
  const attempts = row.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) {
    await markFailed(row.id, `Stopped after ${attempts} attempts: ${message}`, attempts, now);
    return 'failed';
  }
  const nextAttemptAt = now + backoffDelayMs(attempts, deps.random);
  await scheduleRetry(row.id, { attempts, nextAttemptAt, lastError: message }, now);
  return 'retry';
}

async function runItem(
  row: OutboxRow,
  handler: OutboxHandler,
  deps: DrainDeps,
): Promise<ItemResult> {
  const claimed = await claimItem(row.id, deps.now());
  if (!claimed) return 'gone';
  const controller = new AbortController();
  deps.running.set(row.id, controller);
  try {
    await handler(
      { id: claimed.id, kind: claimed.kind, payload: claimed.payload, attempts: claimed.attempts },
      deps.contextFor(claimed, controller.signal),
    );
    if (controller.signal.aborted) return 'gone';
    await markDone(row.id, deps.now());
    return 'sent';
  } catch (error) {
    // A cancelled item was deleted by the user; whatever the handler threw no longer matters.
    if (controller.signal.aborted) return 'gone';
    return recordFailure(claimed, error, deps);
  } finally {
    deps.running.delete(row.id);
  }
}

/**
 * Sends due items one at a time, oldest first, each at most once per pass (so an item that
 * failed does not spin), until none is due or the network is gone. The caller holds the
 * cross-tab lock.
 */
export async function drainOutbox(deps: DrainDeps): Promise<DrainOutcome> {
  const tried = new Set<string>();
  const outcome: DrainOutcome = { sent: 0, failed: 0, waiting: 0, wakeAt: undefined };
  const sendable = (row: OutboxRow) =>
    !deps.waitsForWifi(row) && deps.handlerFor(row.kind) !== undefined;
  while (deps.online()) {
    const rows = await listItems();
    const row = pickNextDue(rows, deps.now(), (item) => !tried.has(item.id) && sendable(item));
    if (!row) break;
    tried.add(row.id);
    const handler = deps.handlerFor(row.kind);
    if (!handler) continue;
    const result = await runItem(row, handler, deps);
    if (result === 'sent') outcome.sent++;
    if (result === 'failed') outcome.failed++;
  }
  const rows = await listItems();
  outcome.waiting = rows.filter(isWaiting).length;
  outcome.wakeAt = deps.online() ? nextWakeAt(rows, sendable) : undefined;
  return outcome;
}
