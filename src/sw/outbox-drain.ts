import { wakeQueued } from '@/features/outbox/data/outbox-repo';
import { readWifiOnly } from '@/features/outbox/data/wifi-only';
import { drainOutbox } from '@/features/outbox/engine/drain';
import { jobContext } from '@/features/outbox/engine/job-context';
import { followCancels } from '@/features/outbox/engine/cancel-channel';
import { OUTBOX_LOCK_NAME, withLockIfFree } from '@/features/outbox/engine/lock';
import { takesPort } from '@/features/recorder/data/take-media';
import { handleSubmitVideoInWorker } from '@/features/submit/outbox/submit-video-worker-handler';
import { readAuthMirror, usableAccessToken } from '@/lib/auth-mirror';
import { SUBMIT_VIDEO } from '@/lib/outbox-kinds';
import type { OutboxHandler } from '@/lib/outbox-port';
import { provideTakes } from '@/lib/takes-port';

// The submit handler reads and deletes recorder takes through the takes port; the worker is its
// own composition root, so it provides the recorder's implementation itself.
provideTakes(takesPort);

/**
 * Kinds the worker sends itself. Likes wait for a page: their pending state lives in the page's
 * localStorage, which the worker can neither read nor update.
 */
const WORKER_HANDLERS = new Map<string, OutboxHandler>([[SUBMIT_VIDEO, handleSubmitVideoInWorker]]);

/** The mirrored token, read again before every request (a page may have refreshed it). */
async function mirroredToken(): Promise<string | null> {
  return usableAccessToken(await readAuthMirror(), Date.now());
}

/**
 * Drains the outbox in the service worker when no page is open or answers (design decision 10),
 * under the pages' lock so a page and the worker never send together. Rejects while items the
 * worker can send are left (no usable token, network gone, backing off, a page holding the
 * lock), so the browser fires the sync again later; pages drain on their next start as well.
 */
export async function drainInWorker(): Promise<void> {
  if (!(await mirroredToken())) throw new Error('No usable session for the outbox yet');
  await wakeQueued(Date.now());
  const wifiOnly = await readWifiOnly();
  const running = new Map<string, AbortController>();
  // A cancel tapped in a page stops the worker's upload of that item too.
  const cancels = followCancels(running);
  const outcome = await withLockIfFree(OUTBOX_LOCK_NAME, () =>
    drainOutbox({
      now: Date.now,
      random: Math.random,
      online: () => navigator.onLine,
      // The worker cannot tell Wi-Fi from cellular everywhere: with 'Wi-Fi only', uploads wait
      // for a page.
      waitsForWifi: (row) => wifiOnly && row.bytesTotal > 0,
      handlerFor: (kind) => WORKER_HANDLERS.get(kind),
      contextFor: (row, signal) => jobContext(row, signal, mirroredToken),
      running,
    }),
  ).finally(cancels.stop);
  if (outcome === null) throw new Error('A page is sending the outbox');
  if (outcome.wakeAt !== undefined) throw new Error('Outbox items are still waiting');
  // A page hears `online` and drains then; the worker only gets another sync if this one fails.
  if (!navigator.onLine && outcome.waiting > 0) throw new Error('Offline: the outbox waits');
}
