import { drainInWorker } from './outbox-drain';
import { runOutboxSync } from './outbox-sync-run';
import { OUTBOX_SYNC_TAG } from '@/lib/worker/outbox-sync-protocol';

/** How long open pages get to answer before the worker drains the outbox itself. */
const OUTBOX_SYNC_TIMEOUT_MS = 20_000;

/** Background Sync's event (Chromium only; not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

function isSyncEvent(event: Event): event is SyncEvent {
  return typeof (event as { tag?: unknown }).tag === 'string' && 'waitUntil' in event;
}

export function handleOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event: Event) => {
    if (!isSyncEvent(event) || event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      runOutboxSync({
        windows: () => scope.clients.matchAll({ type: 'window', includeUncontrolled: true }),
        drainHere: drainInWorker,
        timeoutMs: OUTBOX_SYNC_TIMEOUT_MS,
      }),
    );
  });
}
