import { DetailedError, Upload } from 'tus-js-client';
import type { ResumeUrlStore } from '@/lib/outbox-port';
import { arrayBufferFileReader } from '@/lib/media/array-buffer-reader';
import { RetryableSubmitError } from './errors';
import { tusUrlStorage } from './resume-url-storage';
import {
  settleTusFailure,
  TUS_CHUNK_SIZE,
  tusEndpoint,
  tusMetadata,
  type ResumableUpload,
  type TusFailure,
  type UploadResult,
} from './tus-protocol';

function failureOf(error: unknown): TusFailure {
  if (!(error instanceof DetailedError)) return { status: undefined, method: undefined, body: '' };
  return {
    status: error.originalResponse?.getStatus(),
    method: error.originalRequest?.getMethod(),
    body: error.originalResponse?.getBody() ?? '',
  };
}

/** Turns tus's error into what the outbox understands: done, retry later, or stop. */
export function settleFailure(
  error: unknown,
  fingerprint: string,
  resumeUrls: ResumeUrlStore,
): Promise<UploadResult> {
  return settleTusFailure(failureOf(error), fingerprint, resumeUrls);
}

/**
 * Uploads a Blob with tus-js-client (pages: its XMLHttpRequest stack reports progress while a
 * chunk is on its way), resuming from the offset the server holds when an earlier attempt left
 * a resume URL. tus's own retries are off: the outbox backs off and retries the whole item. The
 * token is read before every request. The service worker build replaces this module
 * (scripts/vite-worker-build.ts): the worker uploads with tus-fetch-upload.ts.
 */
export function uploadWithTusJs(options: ResumableUpload): Promise<UploadResult> {
  const { blob, signal } = options;
  return new Promise<UploadResult>((resolve, reject) => {
    const upload = new Upload(blob, {
      endpoint: tusEndpoint(options.apiUrl),
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [],
      headers: { apikey: options.anonKey },
      metadata: tusMetadata(options),
      fingerprint: () => Promise.resolve(options.fingerprint),
      urlStorage: tusUrlStorage(options.resumeUrls),
      fileReader: arrayBufferFileReader,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      uploadDataDuringCreation: false,
      async onBeforeRequest(req) {
        const token = await options.accessToken();
        if (!token) throw new RetryableSubmitError('Sign in to finish this upload.');
        req.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: options.onProgress,
      onChunkComplete: (_chunkSize, bytesAccepted, bytesTotal) =>
        options.onAcknowledged(bytesAccepted, bytesTotal),
      onSuccess: () => resolve('uploaded'),
      onError: (error) =>
        settleFailure(error, options.fingerprint, options.resumeUrls).then(resolve, reject),
    });
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    signal.addEventListener('abort', () => {
      void upload.abort(false);
      reject(signal.reason);
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch(reject);
  });
}
