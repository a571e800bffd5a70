import type { OutboxRow } from '@/lib/db';
import type { OutboxJobContext, OutboxSender } from '@/lib/outbox-port';
import {
  attachMedia,
  markProcessing,
  recordProgress,
  recordShrinking,
  storedMedia,
} from '../data/outbox-repo';
import { resumeUrlsOf } from '../data/resume-urls';
import { openWrittenMedia } from '../data/written-media';

/** Progress is written at most this often (tus reports every few kilobytes). */
const PROGRESS_WRITE_MS = 250;

/** What a handler gets for one item; the page and the service worker differ only in the sender. */
export function jobContext(
  row: OutboxRow,
  signal: AbortSignal,
  sender: OutboxSender,
): OutboxJobContext {
  let lastWrite = 0;
  let lastShrinkPercent = -1;
  return {
    signal,
    accessToken: () => sender.accessToken(),
    userId: () => sender.userId(),
    notify: (notice) => sender.notify(notice),
    media: storedMedia,
    resumeUrls: resumeUrlsOf(row.id),
    progress(bytesSent, bytesTotal) {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_WRITE_MS && bytesSent < bytesTotal) return;
      lastWrite = now;
      void recordProgress(row.id, bytesSent, bytesTotal, now);
    },
    acknowledged(bytesAccepted, bytesTotal) {
      // Never dropped by the throttle: it is where a resumed upload starts, and what the tray shows.
      lastWrite = Date.now();
      void recordProgress(row.id, bytesAccepted, bytesTotal, lastWrite);
    },
    processing() {
      void markProcessing(row.id, Date.now());
    },
    storeMedia: (media) => attachMedia(row.id, media),
    writeMedia: (id) => openWrittenMedia(row.id, id),
    shrinking(fraction) {
      // Written once per whole percent: the encoder reports every frame.
      const percent = Math.min(100, Math.max(0, Math.floor(fraction * 100)));
      if (percent === lastShrinkPercent) return;
      lastShrinkPercent = percent;
      void recordShrinking(row.id, percent, Date.now());
    },
  };
}
