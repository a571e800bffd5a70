import { OUTBOX_SYNC_REQUEST, isOutboxSyncReply } from '@/lib/worker/outbox-sync-protocol';

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
  const ports: MessagePort[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answer = new Promise<WindowsAnswer>((resolve) => {
    let unsuccessful = 0;
    timer = setTimeout(() => resolve('no-answer'), timeoutMs);
    for (const client of windows) {
      const channel = new MessageChannel();
      ports.push(channel.port1);
      channel.port1.onmessage = (message: MessageEvent<unknown>) => {
        if (!isOutboxSyncReply(message.data)) return;
        if (message.data.ok) resolve('drained');
        else if (++unsuccessful === windows.length) resolve('items-waiting');
      };
      client.postMessage(OUTBOX_SYNC_REQUEST, [channel.port2]);
    }
  });
  // Late answers have no one to tell.
  return answer.finally(() => {
    clearTimeout(timer);
    ports.forEach((port) => port.close());
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
