import { PermanentOutboxError, type ResumeUrlStore } from '@/lib/outbox-port';
import { isRetryableStatus } from '../model/http-failure';
import { SUBMIT_MESSAGES } from '../model/submission-validation';
import { RetryableSubmitError } from './errors';

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

/** Supabase Storage's TUS endpoint under the API URL. */
export function tusEndpoint(apiUrl: string): string {
  return `${apiUrl.replace(/\/$/, '')}/storage/v1/upload/resumable`;
}

/** The Upload-Metadata Supabase Storage reads: where the object goes and how it is served. */
export function tusMetadata(options: ResumableUpload): Record<string, string> {
  return {
    bucketName: options.bucket,
    objectName: options.objectName,
    contentType: options.contentType,
    cacheControl: '3600',
  };
}

/** A request of the upload that failed: no status when the network failed. */
export interface TusFailure {
  status: number | undefined;
  method: string | undefined;
  body: string;
}

/**
 * Turns a failed TUS request into what the outbox understands: done ('exists'), retry later
 * (RetryableSubmitError), or stop (PermanentOutboxError). Both uploaders settle through here.
 */
export async function settleTusFailure(
  { status, method, body }: TusFailure,
  fingerprint: string,
  resumeUrls: ResumeUrlStore,
): Promise<UploadResult> {
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
