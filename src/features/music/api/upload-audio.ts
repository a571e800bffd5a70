import { DetailedError, Upload, type HttpRequest } from 'tus-js-client';
import { env } from '@/lib/env';
import { currentAccessToken } from '@/lib/session';
import { AUDIO_CONTENT_TYPE } from '../model/file-checks';
import { MUSIC_MESSAGES } from '../model/messages';
import { MUSIC_BUCKET } from '../model/storage-paths';
import { SlugTakenError } from '../model/upload-errors';
import { arrayBufferFileReader } from '@/lib/media/array-buffer-reader';

/** Supabase Storage's resumable uploads take 6 MB chunks. */
const TUS_CHUNK_SIZE = 6 * 1024 * 1024;
/** Waits between tries of a failed request (about two minutes in all): hiccups are survived. */
const TUS_RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export interface AudioUpload {
  file: Blob;
  /** audio/{YYYY}/{MM}/{slug}.mp3 */
  objectName: string;
  slug: string;
  onProgress(bytesSent: number, bytesTotal: number): void;
  signal?: AbortSignal;
}

/** Thrown before a request when there is no session to send: retrying will not help. */
class SignedOutError extends Error {
  constructor() {
    super(MUSIC_MESSAGES.logIn);
    this.name = 'SignedOutError';
  }
}

function isSignedOut(error: unknown): boolean {
  return error instanceof DetailedError && error.causingError instanceof SignedOutError;
}

function statusOf(error: unknown): number | null {
  return error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? null) : null;
}

/** A creation refused because the object exists: the slug is taken, so no retry. */
function isTakenOnCreate(error: unknown): boolean {
  return (
    error instanceof DetailedError &&
    error.originalRequest?.getMethod() === 'POST' &&
    statusOf(error) === 409
  );
}

/**
 * Retries network failures (also while the browser says it is offline: the delays wait for it),
 * server errors, rate limits, an expired token (refreshed before the next request) and lock
 * conflicts on a running upload; every other refusal is final.
 */
function shouldRetry(error: DetailedError, attempt: number): boolean {
  if (isTakenOnCreate(error) || isSignedOut(error)) return false;
  const status = statusOf(error);
  if (status === null || status === 0 || status >= 500) return true;
  // One more try with a refreshed token; a token that keeps failing is a refusal.
  if (status === 401) return attempt < 2;
  return [408, 409, 423, 429].includes(status);
}

/** What the caller sees: the slug taken, or an error carrying the server's status. */
function failureOf(error: Error, slug: string): Error {
  if (isTakenOnCreate(error)) return new SlugTakenError(slug);
  if (isSignedOut(error)) return new Error(MUSIC_MESSAGES.logIn);
  const status = statusOf(error);
  if (status === null || status === 0) return new TypeError(error.message);
  const body = error instanceof DetailedError ? (error.originalResponse?.getBody() ?? '') : '';
  console.error('Music upload refused', status, body);
  return Object.assign(new Error(body.trim() || error.message), { status });
}

/**
 * Uploads the audio with TUS to the music bucket (no overwrite), resuming from the server's
 * offset after a dropped request. The access token is read before every request.
 */
export function uploadAudio(upload: AudioUpload): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const tus = new Upload(upload.file, {
      endpoint: `${env.supabaseUrl.replace(/\/$/, '')}/storage/v1/upload/resumable`,
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: TUS_RETRY_DELAYS,
      headers: { apikey: env.supabaseAnonKey, 'x-upsert': 'false' },
      metadata: {
        bucketName: MUSIC_BUCKET,
        objectName: upload.objectName,
        contentType: AUDIO_CONTENT_TYPE,
        cacheControl: '3600',
      },
      fileReader: arrayBufferFileReader,
      // Resumes within this upload only: nothing is kept in localStorage.
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      uploadDataDuringCreation: false,
      async onBeforeRequest(req: HttpRequest) {
        const token = await currentAccessToken();
        if (!token) throw new SignedOutError();
        req.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: shouldRetry,
      onProgress: upload.onProgress,
      onSuccess: () => resolve(),
      onError: (error) => reject(failureOf(error, upload.slug)),
    });
    const { signal } = upload;
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', () => {
      void tus.abort(true);
      reject(signal.reason);
    });
    tus.start();
  });
}
