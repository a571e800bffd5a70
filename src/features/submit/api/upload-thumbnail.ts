import type { SubmitClient } from './submit-client';
import { isRetryableStatus } from '../model/http-failure';
import { THUMBNAILS_BUCKET } from '../model/storage-paths';
import { RetryableSubmitError } from '../outbox/errors';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Stores the thumbnail (overwrite allowed, part 2 §7). A thumbnail the server refuses is not
 * worth losing the video over: the list shows its placeholder instead. Returns whether it was stored.
 */
export async function uploadThumbnail(
  supabase: SubmitClient,
  objectName: string,
  image: Blob,
): Promise<boolean> {
  const { error } = await supabase.storage.from(THUMBNAILS_BUCKET).upload(objectName, image, {
    upsert: true,
    contentType: image.type || 'image/png',
    cacheControl: '3600',
  });
  if (!error) return true;
  if (isRetryableStatus(statusOf(error)))
    throw new RetryableSubmitError(`Thumbnail upload failed: ${error.message}`);
  console.error('Thumbnail refused; the video goes without one', error);
  return false;
}
