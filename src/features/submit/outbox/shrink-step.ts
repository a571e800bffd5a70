import type { ShrinkOptions, ShrinkResult } from '@/lib/media/shrink-video';
import type { SubmitVideoPayload } from '@/lib/outbox-kinds';
import { PermanentOutboxError, type OutboxJobContext } from '@/lib/outbox-port';
import { SUBMIT_MESSAGES, validateDuration } from '../model/submission-validation';
import { MAX_UPLOAD_BYTES } from '../model/video-files';
import { RetryableSubmitError } from './errors';

/** Re-encodes a video to 720p (src/lib/media/shrink-video, loaded only when a job needs it). */
export type Shrinker = (file: Blob, options: ShrinkOptions) => Promise<ShrinkResult>;

/** Where the shrunk file is kept, next to the original, until the item is done or cancelled. */
export const shrunkBlobId = (videoId: string) => `${videoId}:shrunk`;

export const SHRINK_NEEDS_PAGE = 'Open LaughLoop to finish shrinking this video.';

/** The original, when this browser cannot shrink it; refused when it is over 100MB on its own. */
function original(file: Blob, reason: string): Blob {
  console.warn(`Outbox: sending the original video, it could not be shrunk (${reason})`);
  if (file.size > MAX_UPLOAD_BYTES) throw new PermanentOutboxError(SUBMIT_MESSAGES.fileSize);
  return file;
}

async function runShrink(file: Blob, ctx: OutboxJobContext, shrink: Shrinker) {
  ctx.shrinking?.(0);
  try {
    return await shrink(file, { signal: ctx.signal, onProgress: (f) => ctx.shrinking?.(f) });
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    // A decoder that gives up midway is this browser not coping with this file, as 'unsupported'.
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'unsupported', reason } satisfies ShrinkResult;
  }
}

/**
 * Issue 21 item 4: the file to upload for a submission marked to be shrunk. A shrunk file kept by
 * an earlier attempt is used again (a reload resumes its upload); otherwise the original is
 * re-encoded to 720p, checked against the 300 s and 100MB rules, and kept with the item. The
 * original leaves the device only when this browser cannot shrink it. Without a shrinker (the
 * service worker has no WebCodecs) the item waits for a page.
 */
export async function mediaToUpload(
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
  file: Blob,
  shrink: Shrinker | undefined,
): Promise<Blob> {
  if (!payload.shrink || payload.takeId) return file;
  const id = shrunkBlobId(payload.videoId);
  const kept = await ctx.media(id);
  if (kept) return kept;
  if (!shrink || !ctx.storeMedia) throw new RetryableSubmitError(SHRINK_NEEDS_PAGE);
  const result = await runShrink(file, ctx, shrink);
  if (result.kind === 'unsupported') return original(file, result.reason);
  const tooLong = validateDuration(result.durationSeconds);
  if (tooLong) throw new PermanentOutboxError(tooLong);
  if (result.blob.size > MAX_UPLOAD_BYTES) throw new PermanentOutboxError(SUBMIT_MESSAGES.fileSize);
  const type = result.blob.type;
  const name = `shrunk.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
  await ctx.storeMedia({ id, blob: result.blob, name, type });
  return result.blob;
}
