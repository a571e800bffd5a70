import { OUTBOX_SYNC_REQUEST, isOutboxSyncReply } from './outbox-sync-protocol';

/** A window client as the sync handler uses it (a structural type, so tests run outside a worker). */
export interface SyncWindow {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** What the sync handler needs from the worker; tests pass fakes. */
export interface OutboxSyncDeps {
  windows: () => Promise<ReadonlyArray<SyncWindow>>;
  drainHere: () => Promise<void>;
  timeoutMs: number;
}

type WindowsAnswer = 'drained' | 'items-waiting' | 'no-answer';

/** Asks every window to drain and waits for the first success, all failures, or the timeout. */
function askWindows(windows: ReadonlyArray<SyncWindow>, timeoutMs: number): Promise<WindowsAnswer> {
  return new Promise((resolve) => {
    let unsuccessful = 0;
    const timer = setTimeout(() => resolve('no-answer'), timeoutMs);
    for (const client of windows) {
      const channel = new MessageChannel();
      channel.port1.onmessage = (message: MessageEvent<unknown>) => {
        if (!isOutboxSyncReply(message.data)) return;
        if (message.data.ok) {
          clearTimeout(timer);
          resolve('drained');
        } else if (++unsuccessful === windows.length) {
          clearTimeout(timer);
          resolve('items-waiting');
        }
      };
      client.postMessage(OUTBOX_SYNC_REQUEST, [channel.port2]);
    }
  });
}

/**
 * Design decision 10: an open page drains its own outbox; with none open the worker sends the
 * queued items itself. A page that does not answer in time (closing, frozen in the background)
 * counts as none: the worker drains under the pages' lock, so nothing is sent twice. Rejecting
 * makes the browser fire the sync again later.
 */
export async function runOutboxSync(deps: OutboxSyncDeps): Promise<void> {
  const windows = await deps.windows();
  if (windows.length === 0) return deps.drainHere();
  const answer = await askWindows(windows, deps.timeoutMs);
  if (answer === 'items-waiting') throw new Error('Outbox items are still waiting');
  if (answer === 'no-answer') return deps.drainHere();
}
