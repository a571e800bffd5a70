import type { OutboxJobContext } from '@/lib/outbox-port';
import { PermanentOutboxError } from '@/lib/outbox-port';
import type { SubmitVideoPayload } from '@/domain/upload';
import { env } from '@/lib/env';
import { takes } from '@/lib/takes-port';
import { CONTENT_TYPES, videoExtension } from '../model/video-files';
import { publicObjectUrl, UPLOADS_BUCKET, videoObjectName } from '../model/storage-paths';
import { MediaMissingError } from './errors';
import { mediaToUpload, type Shrinker } from './shrink-step';
import { uploadResumable } from './tus-upload';

export interface StoredMedia {
  videoUrl: string;
  fileSize: number;
  mimeType: string;
}

/**
 * The bytes to send: the item's own video (a picked file, or a take's trimmed cut, issue 39) or
 * else the recorder's take (its chunks, duration already fixed).
 */
async function mediaOf(payload: SubmitVideoPayload, ctx: OutboxJobContext): Promise<Blob> {
  const blob = payload.videoBlobId
    ? await ctx.media(payload.videoBlobId)
    : payload.takeId
      ? await takes().takeBlob(payload.takeId)
      : undefined;
  if (!blob) throw new MediaMissingError();
  return blob;
}

/**
 * Uploads the video with TUS to `uploads/<user id>/<queued at>.<ext>`; an object left by an
 * earlier attempt of the same item counts as uploaded. A file marked to be shrunk is shrunk first
 * (`shrink`; the page has one, the service worker not); `beforeUpload` sees the final bytes.
 */
export async function uploadVideoMedia(
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
  shrink?: Shrinker,
  beforeUpload?: (bytes: Blob) => Promise<void>,
): Promise<StoredMedia> {
  const blob = await mediaToUpload(payload, ctx, await mediaOf(payload, ctx), shrink);
  await beforeUpload?.(blob);
  // Takes carry the recorder's type, picked files the canonical type set when they were queued.
  const extension = videoExtension('', blob.type);
  if (!extension)
    throw new PermanentOutboxError('Please upload a video file (MP4, WebM, MOV, AVI, or MKV).');
  const objectName = videoObjectName(payload.userId, payload.queuedAt, extension);
  ctx.progress(0, blob.size);
  // Sent bytes move the bar while the network carries them; when it fails, the tray must show
  // what the server holds, not what left the device (issue 20 item 6).
  let acknowledged = 0;
  const acknowledge = (bytesAccepted: number, bytesTotal: number) => {
    acknowledged = bytesAccepted;
    ctx.acknowledged(bytesAccepted, bytesTotal);
  };
  try {
    await uploadResumable({
      blob,
      apiUrl: env.supabaseUrl,
      anonKey: env.supabaseAnonKey,
      bucket: UPLOADS_BUCKET,
      objectName,
      contentType: CONTENT_TYPES[extension],
      fingerprint: `${payload.videoId}:video`,
      resumeUrls: ctx.resumeUrls,
      accessToken: ctx.accessToken,
      signal: ctx.signal,
      onProgress: ctx.progress,
      onAcknowledged: acknowledge,
    });
  } catch (error) {
    // Nothing acknowledged in this attempt: what the tray holds (an earlier attempt's offset) stays.
    if (acknowledged > 0) ctx.acknowledged(acknowledged, blob.size);
    throw error;
  }
  ctx.progress(blob.size, blob.size);
  return {
    videoUrl: publicObjectUrl(env.supabaseUrl, UPLOADS_BUCKET, objectName),
    fileSize: blob.size,
    mimeType: blob.type || CONTENT_TYPES[extension],
  };
}
