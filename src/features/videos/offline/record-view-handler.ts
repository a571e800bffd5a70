import { ApiError } from '@/lib/api/api-error';
import type { RecordViewPayload } from '@/domain/outbox-kinds';
import type { OutboxHandler } from '@/lib/outbox-port';
import { recordView } from '../api/record-view';

function parsePayload(payload: unknown): RecordViewPayload | null {
  const { videoId, viewedAt } = (payload ?? {}) as Record<string, unknown>;
  if (typeof videoId !== 'string' || typeof viewedAt !== 'number' || !Number.isFinite(viewedAt))
    return null;
  return { videoId, viewedAt };
}

/** An answer that sending again would only repeat: the video is gone, the view too old, a cap. */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408
  );
}

/**
 * Sends one queued view (RECORD_VIEW handler) with the session of the moment: by account when
 * signed in, else by the device's signed id. The server counts one per viewer, video and day, so a
 * replay after a lost answer counts nothing more. A refusal or a cap (429) drops the view quietly,
 * as nobody asked for it (the tray does not list views, so a stopped one would wait unseen);
 * network failures, 401 and 5xx are thrown for the outbox to retry.
 */
export const handleRecordView: OutboxHandler = async (job, ctx) => {
  const view = parsePayload(job.payload);
  if (!view) return;
  const { videoId, viewedAt } = view;
  try {
    await recordView(videoId, await ctx.accessToken(), { viewedAt, signal: ctx.signal });
  } catch (error) {
    if (!isFinal(error)) throw error;
  }
};
