import { useOutboxSummary } from '@/features/outbox/data/summary';

function show(): void {
  import('@/features/outbox/port/show-worker-notices')
    .then((module) => module.showWorkerNotices())
    .catch((error: unknown) => console.warn('Outbox: could not show the worker’s notices', error));
}

/**
 * Shows what the service worker sent while no page was open. The worker cannot update this
 * page's summary, so a page that starts with items marked waiting may find them sent: it looks
 * then, and again when its own drain has emptied the outbox (the worker may finish mid-start).
 * Visitors with nothing queued never load the code or Dexie.
 */
export function followWorkerNotices(): void {
  if (useOutboxSummary.getState().waiting > 0) show();
  useOutboxSummary.subscribe((state, previous) => {
    if (previous.waiting > 0 && state.waiting === 0) show();
  });
}
