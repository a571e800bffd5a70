import { isOutboxSyncRequest, type OutboxSyncReply } from '@/lib/worker/outbox-sync-protocol';
import { anythingWaits, followOtherTabs, useOutboxSummary } from '../data/summary';
import { networkInformation } from '../model/connection';
import { followWaitingUploads } from './follow-waiting';
import { isEngineLoaded, loadEngine } from './load-engine';

/** Returning to the app ends the outbox's backoff at most this often. */
const RETURN_WAKE_EVERY_MS = 60_000;

// Small actions stay off the uploads badge but must still start the engine on the next visit.
function somethingWaits(): boolean {
  return anythingWaits(useOutboxSummary.getState());
}

/** Drains when there is (or may be) something to send; quiet visitors never load the engine. */
function drainIfNeeded(wake: boolean): void {
  if (!isEngineLoaded() && !somethingWaits()) return;
  loadEngine()
    .then((engine) => (wake ? engine.wakeAndDrain() : engine.requestDrain()))
    .catch((error: unknown) => console.warn('Outbox: could not drain yet', error));
}

/** The service worker's Background Sync asks this page to drain and waits for the answer. */
function answerSyncRequests(): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isOutboxSyncRequest(event.data)) return;
    const port = event.ports[0];
    const reply = (ok: boolean) =>
      port?.postMessage({ type: 'outbox-sync-done', ok } satisfies OutboxSyncReply);
    loadEngine()
      .then((engine) => engine.drainForSync())
      .then(reply, () => reply(false));
  });
}

/**
 * Design decision 10: the outbox drains on app start, on `online`, when the page becomes visible,
 * when the connection type changes (Wi-Fi only) and on the service worker's `sync` event.
 */
export function startOutboxTriggers(): void {
  followOtherTabs();
  followWaitingUploads();
  drainIfNeeded(false);
  window.addEventListener('online', () => drainIfNeeded(true));
  // A phone wakes the app on return, not on `online`: an iPhone suspends a hidden web app, so
  // the network may have come back unannounced. The return ends any backoff, as `online` does —
  // once a minute at most, so switching apps during a server outage does not use up the retries.
  let lastReturnWake = Number.NEGATIVE_INFINITY;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const wake = Date.now() - lastReturnWake >= RETURN_WAKE_EVERY_MS;
    if (wake) lastReturnWake = Date.now();
    drainIfNeeded(wake);
  });
  networkInformation()?.addEventListener('change', () => drainIfNeeded(true));
  answerSyncRequests();
}
