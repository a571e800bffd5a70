import { drainInWorker } from './outbox-drain';
import { OUTBOX_SYNC_REQUEST, OUTBOX_SYNC_TAG, isOutboxSyncReply } from './outbox-sync-protocol';

/** How long the browser is asked to keep the worker alive while a page drains the outbox. */
export const OUTBOX_SYNC_TIMEOUT_MS = 20_000;

/** Background Sync's event (Chromium only; not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

function isSyncEvent(event: Event): event is SyncEvent {
  return typeof (event as { tag?: unknown }).tag === 'string' && 'waitUntil' in event;
}

/**
 * Asks every open window to drain its outbox and waits for the first answer or the timeout.
 * Rejecting makes the browser schedule the sync again: that happens when every page answered that
 * items are still waiting. No answer in time ends quietly: pages also drain on start, on `online`
 * and on `visibilitychange`.
 */
async function askWindowsToDrain(scope: ServiceWorkerGlobalScope): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // No page is open: the worker sends the queued items itself.
  if (windows.length === 0) return drainInWorker();
  await new Promise<void>((resolve, reject) => {
    let unsuccessful = 0;
    const timer = setTimeout(resolve, OUTBOX_SYNC_TIMEOUT_MS);
    for (const client of windows) {
      const channel = new MessageChannel();
      channel.port1.onmessage = (message: MessageEvent<unknown>) => {
        if (!isOutboxSyncReply(message.data)) return;
        if (message.data.ok) {
          clearTimeout(timer);
          resolve();
        } else if (++unsuccessful === windows.length) {
          clearTimeout(timer);
          reject(new Error('Outbox items are still waiting'));
        }
      };
      client.postMessage(OUTBOX_SYNC_REQUEST, [channel.port2]);
    }
  });
}

export function handleOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    if (!isSyncEvent(event) || event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(askWindowsToDrain(scope));
  });
}
