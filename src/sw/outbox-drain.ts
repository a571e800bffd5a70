import {
  wakeQueued,
  readWifiOnly,
  drainOutbox,
  jobContext,
  followCancels,
  OUTBOX_LOCK_NAME,
  withLockIfFree,
  keepNotices,
} from '@/features/outbox/worker';
import { takesPort } from '@/features/recorder/worker';
import type { OutboxSender } from '@/lib/outbox-port';
import { provideTakes } from '@/lib/takes-port';
import { followBadgeWhileDraining } from './outbox-badge';
import { WORKER_HANDLERS } from './outbox-handlers';
import { workerAccessToken, workerUserId } from './worker-session';

// The submit handler reads and deletes recorder takes through the takes port; the worker is its
// own composition root, so it provides the recorder's implementation itself.
provideTakes(takesPort);

/**
 * The worker sends with the page's mirrored session (refreshed when it has expired) and, with no
 * screen to speak on, keeps what a page would toast for the next page to show.
 */
const workerSender: OutboxSender = {
  accessToken: workerAccessToken,
  userId: workerUserId,
  notify(notice) {
    void keepNotices([notice], Date.now()).catch((error: unknown) =>
      // The item is settled either way: a notice that could not be kept must not send it again.
      console.warn('Outbox: could not keep a notice for the next page', error),
    );
  },
};

/**
 * Drains the outbox in the service worker when no page is open or answers (design decision 10),
 * under the pages' lock so a page and the worker never send together. Every kind is sent here
 * (./outbox-handlers.ts); a signed-out visitor's contact message or view needs no session. Rejects
 * while items are left (network gone, backing off, a page holding the lock), so the browser fires
 * the sync again later; pages drain on their next start as well.
 */
export async function drainInWorker(): Promise<void> {
  await wakeQueued(Date.now());
  const wifiOnly = await readWifiOnly();
  const running = new Map<string, AbortController>();
  // A cancel tapped in a page stops the worker's upload of that item too.
  const cancels = followCancels(running);
  const stopBadge = followBadgeWhileDraining();
  const outcome = await withLockIfFree(OUTBOX_LOCK_NAME, () =>
    drainOutbox({
      now: Date.now,
      random: Math.random,
      online: () => navigator.onLine,
      // The worker cannot tell Wi-Fi from cellular everywhere: with 'Wi-Fi only', uploads wait
      // for a page.
      waitsForWifi: (row) => wifiOnly && row.bytesTotal > 0,
      handlerFor: (kind) => WORKER_HANDLERS.get(kind),
      contextFor: (row, signal) => jobContext(row, signal, workerSender),
      running,
    }),
  ).finally(() => {
    cancels.stop();
    return stopBadge();
  });
  if (outcome === null) throw new Error('A page is sending the outbox');
  if (outcome.wakeAt !== undefined) throw new Error('Outbox items are still waiting');
  // A page hears `online` and drains then; the worker only gets another sync if this one fails.
  if (!navigator.onLine && outcome.waiting > 0) throw new Error('Offline: the outbox waits');
}
