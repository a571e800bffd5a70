import { anythingWaits, useOutboxSummary, loadShowWorkerNotices } from '@/features/outbox';

function show(): void {
  loadShowWorkerNotices()
    .then((module) => module.showWorkerNotices())
    .catch((error: unknown) => console.warn('Outbox: could not show the worker’s notices', error));
}

/**
 * Shows what the service worker sent while no page was open. The worker cannot update this
 * page's summary, so a page that starts with items (uploads or small actions) marked waiting may
 * find them sent: it looks then, and again when its own drain has emptied the outbox (the worker
 * may finish mid-start). Visitors with nothing queued never load the code or Dexie.
 */
export function followWorkerNotices(): void {
  // Small actions count too: the worker sends likes, comments and the rest with the app closed.
  if (anythingWaits(useOutboxSummary.getState())) show();
  useOutboxSummary.subscribe((state, previous) => {
    if (anythingWaits(previous) && !anythingWaits(state)) show();
  });
}
