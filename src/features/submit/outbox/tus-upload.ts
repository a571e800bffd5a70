import { DetailedError, Upload } from 'tus-js-client';
import { PermanentOutboxError, type ResumeUrlStore } from '@/lib/outbox-port';
import { isRetryableStatus } from '../model/http-failure';
import { SUBMIT_MESSAGES } from '../model/submission-validation';
import { arrayBufferFileReader } from '@/lib/media/array-buffer-reader';
import { fetchHttpStack } from './fetch-http-stack';
import { RetryableSubmitError } from './errors';
import { tusUrlStorage } from './resume-url-storage';

/** Supabase Storage's resumable uploads take 6 MB chunks (reference/anchors-product.md §2.2). */
export const TUS_CHUNK_SIZE = 6 * 1024 * 1024;

export interface ResumableUpload {
  blob: Blob;
  apiUrl: string;
  anonKey: string;
  bucket: string;
  objectName: string;
  contentType: string;
  /** Stable per item, so a retry or a reopened app finds the stored resume URL. */
  fingerprint: string;
  /** The outbox item's resume URL store (the outbox owns the table). */
  resumeUrls: ResumeUrlStore;
  accessToken(): Promise<string | null>;
  signal: AbortSignal;
  onProgress(bytesSent: number, bytesTotal: number): void;
  /** After each chunk the server accepted: the bytes it now holds. */
  onAcknowledged(bytesAccepted: number, bytesTotal: number): void;
}

/** 'exists' when an earlier attempt already stored the object (its row may not exist yet). */
export type UploadResult = 'uploaded' | 'exists';

function failureOf(error: unknown): {
  status: number | undefined;
  method: string | undefined;
  body: string;
} {
  if (!(error instanceof DetailedError)) return { status: undefined, method: undefined, body: '' };
  return {
    status: error.originalResponse?.getStatus(),
    method: error.originalRequest?.getMethod(),
    body: error.originalResponse?.getBody() ?? '',
  };
}

/** Turns tus's error into what the outbox understands: done, retry later, or stop. */
export async function settleFailure(
  error: unknown,
  fingerprint: string,
  resumeUrls: ResumeUrlStore,
): Promise<UploadResult> {
  const { status, method, body } = failureOf(error);
  if (method === 'POST' && status === 409) return 'exists';
  if (status === 404 || status === 410) {
    // The server forgot the upload (expired after 24 h): start a new one next time.
    await resumeUrls.remove(fingerprint);
    throw new RetryableSubmitError('The upload expired on the server; starting it again.');
  }
  if (status === 413) throw new PermanentOutboxError(SUBMIT_MESSAGES.fileSize);
  if (!isRetryableStatus(status)) {
    // Part 2 §8 shows the user 'Failed to upload video file'; the server's words go to the console.
    console.error('Failed to upload video file', status, body);
    throw new PermanentOutboxError('Failed to upload video file');
  }
  throw new RetryableSubmitError(
    status ? `Upload interrupted (${status})` : 'Upload interrupted: no connection',
  );
}

/**
 * Uploads a Blob with TUS (tus-js-client) to Supabase Storage, resuming from the offset the
 * server holds when an earlier attempt left a resume URL. tus's own retries are off: the outbox
 * backs off and retries the whole item. The token is read before every request.
 */
export async function uploadResumable(options: ResumableUpload): Promise<UploadResult> {
  const { blob, signal } = options;
  const result = new Promise<UploadResult>((resolve, reject) => {
    const upload = new Upload(blob, {
      endpoint: `${options.apiUrl.replace(/\/$/, '')}/storage/v1/upload/resumable`,
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [],
      headers: { apikey: options.anonKey },
      metadata: {
        bucketName: options.bucket,
        objectName: options.objectName,
        contentType: options.contentType,
        cacheControl: '3600',
      },
      fingerprint: () => Promise.resolve(options.fingerprint),
      urlStorage: tusUrlStorage(options.resumeUrls),
      fileReader: arrayBufferFileReader,
      // The service worker (no XMLHttpRequest) uploads with fetch; pages keep tus's own stack.
      ...(typeof XMLHttpRequest === 'undefined' ? { httpStack: fetchHttpStack } : {}),
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
  return result;
}
