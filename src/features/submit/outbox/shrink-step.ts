import type { ShrinkOptions, ShrinkOutput, ShrinkResult } from '@/lib/media/shrink-video';
import type { SubmitVideoPayload } from '@/domain/upload';
import { PermanentOutboxError, type MediaWriter, type OutboxJobContext } from '@/lib/outbox-port';
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

/** Where the worker's output goes: the item's stored pieces, never a buffer in memory. */
const outputTo = (writer: MediaWriter): ShrinkOutput => ({
  write: (position, bytes) => writer.write(position, bytes),
  finish: (type) => writer.file(type),
});

async function runShrink(file: Blob, ctx: OutboxJobContext, shrink: Shrinker, writer: MediaWriter) {
  ctx.shrinking?.(0);
  try {
    return await shrink(file, {
      signal: ctx.signal,
      output: outputTo(writer),
      onProgress: (f) => ctx.shrinking?.(f),
    });
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    // A decoder that gives up midway is this browser not coping with this file, as 'unsupported'.
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'unsupported', reason } satisfies ShrinkResult;
  }
}

/** The 300 s and 100MB rules, applied to the shrunk file. */
function refuseOverLimits(shrunk: { blob: Blob; durationSeconds: number }): void {
  const tooLong = validateDuration(shrunk.durationSeconds);
  if (tooLong) throw new PermanentOutboxError(tooLong);
  if (shrunk.blob.size > MAX_UPLOAD_BYTES) throw new PermanentOutboxError(SUBMIT_MESSAGES.fileSize);
}

/**
 * Issue 21 item 4: the file to upload for a submission marked to be shrunk. A shrunk file kept by
 * an earlier attempt is used again (a reload resumes its upload); otherwise the original is
 * re-encoded to 720p, written into the item's storage as it is encoded (issue 39), checked against
 * the 300 s and 100MB rules, and kept with the item; what a failed or refused shrink wrote is
 * deleted. The original leaves the device only when this browser cannot shrink it. Without a
 * shrinker (the service worker has no WebCodecs) the item waits for a page.
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
  if (!shrink || !ctx.writeMedia) throw new RetryableSubmitError(SHRINK_NEEDS_PAGE);
  const writer = await ctx.writeMedia(id);
  if (!writer) throw ctx.signal.reason ?? new DOMException('The upload is gone', 'AbortError');
  let keptNow = false;
  try {
    const result = await runShrink(file, ctx, shrink, writer);
    if (result.kind === 'unsupported') return original(file, result.reason);
    refuseOverLimits(result);
    const type = result.blob.type;
    keptNow = await writer.keep(`shrunk.${type === 'video/mp4' ? 'mp4' : 'webm'}`, type);
    return result.blob;
  } finally {
    if (!keptNow) await writer.discard();
  }
}
