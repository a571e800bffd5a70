import { uploadWithFetch } from './tus-fetch-upload';
import { uploadWithTusJs } from './tus-js-upload';
import type { ResumableUpload, UploadResult } from './tus-protocol';

export { type ResumableUpload, type UploadResult } from './tus-protocol';

/**
 * Uploads a Blob with TUS to Supabase Storage, resuming from the offset the server holds when an
 * earlier attempt left a resume URL; the outbox retries a failed upload as a whole, with backoff.
 * Pages upload with tus-js-client (tus-js-upload.ts), whose XMLHttpRequest reports progress
 * within a chunk. The service worker has no XMLHttpRequest: it uploads with plain fetch
 * (tus-fetch-upload.ts), and its build replaces tus-js-upload.ts so tus-js-client stays out of
 * its 60 KiB budget (scripts/vite-worker-build.ts).
 */
export function uploadResumable(options: ResumableUpload): Promise<UploadResult> {
  return typeof XMLHttpRequest === 'undefined'
    ? uploadWithFetch(options)
    : uploadWithTusJs(options);
}
