import { OUTBOX_SYNC_TAG } from '@/lib/worker/outbox-sync-protocol';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when the network returns (Background Sync,
 * Chromium only); elsewhere the page's own triggers do the work. Never throws.
 */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No permission (a plain tab without the background-sync grant) or no worker: not needed.
  }
}
