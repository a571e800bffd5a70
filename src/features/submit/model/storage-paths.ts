/** Part 2 §7 storage paths: uploads `<user id>/<timestamp>.<ext>`, thumbnails `<user id>/<video id>_thumbnail_<timestamp>.png`. */
export const UPLOADS_BUCKET = 'uploads';
export const THUMBNAILS_BUCKET = 'thumbnails';

/**
 * The timestamp is the moment the item was queued, fixed in its payload, so every retry writes
 * (and resumes) the same object.
 */
export function videoObjectName(userId: string, queuedAt: number, extension: string): string {
  return `${userId}/${queuedAt}.${extension}`;
}

export function thumbnailObjectName(userId: string, videoId: string, queuedAt: number): string {
  return `${userId}/${videoId}_thumbnail_${queuedAt}.png`;
}

export function publicObjectUrl(apiUrl: string, bucket: string, objectName: string): string {
  const path = objectName.split('/').map(encodeURIComponent).join('/');
  return `${apiUrl.replace(/\/$/, '')}/storage/v1/object/public/${bucket}/${path}`;
}
