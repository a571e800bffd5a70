import type { OutboxRow } from '@/lib/db';
import type { OutboxHandler, OutboxJobContext } from '@/lib/outbox-port';
import { endShrinking, listItems } from '../data/outbox-repo';
import { isWaiting } from '../model/status';

export interface PrepareDeps {
  preparerFor(kind: string): OutboxHandler | undefined;
  contextFor(row: OutboxRow, signal: AbortSignal): OutboxJobContext;
  /** Running items by id, so Cancel stops a preparation too. */
  running: Map<string, AbortController>;
}

/**
 * Runs the preparation of every waiting item that has one (issue 36 §5: a video is shrunk when it
 * is queued, network or not, so the service worker can send the result). Preparers keep what they
 * make with the item and find it there next time, so running one again costs nothing; one that
 * fails is left to the send, which runs the same step and reports it as a send would. The caller
 * holds the outbox lock, so a drain never shrinks the same file alongside.
 */
export async function prepareWaiting(deps: PrepareDeps): Promise<number> {
  let prepared = 0;
  for (const row of await listItems()) {
    const prepare = deps.preparerFor(row.kind);
    if (!prepare || !isWaiting(row) || deps.running.has(row.id)) continue;
    const controller = new AbortController();
    deps.running.set(row.id, controller);
    try {
      await prepare(
        { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts },
        deps.contextFor(row, controller.signal),
      );
      prepared++;
    } catch (error) {
      if (!controller.signal.aborted) console.warn('Outbox: preparing an item failed', error);
    } finally {
      deps.running.delete(row.id);
      await endShrinking(row.id, Date.now());
    }
  }
  return prepared;
}
