import * as tus from 'tus-js-client';
import type { Stack } from './stack.ts';

export interface TusOptions {
  bucket: string;
  objectName: string;
  token?: string;
  contentType?: string;
  chunkSize?: number;
  uploadUrl?: string;
  upsert?: boolean;
  /** Sent as the `metadata` entry (JSON), which becomes the object's user_metadata. */
  userMetadata?: Record<string, unknown>;
  onProgress?: (sent: number, total: number, upload: tus.Upload) => void;
  onBeforeRequest?: (req: tus.HttpRequest) => void;
  onAfterResponse?: (req: tus.HttpRequest, res: tus.HttpResponse) => void;
}

export interface RunningUpload {
  upload: tus.Upload;
  /** Resolves on success, rejects with tus's DetailedError. */
  done: Promise<void>;
}

/** The storage path a TUS upload URL encodes (its last segment, base64url). */
export function decodeUploadUrl(url: string): string {
  return Buffer.from(url.split('/').pop()!, 'base64url').toString('utf8');
}

/** Starts a tus-js-client upload configured as Supabase's resumable-upload guide does. */
export function startTusUpload(stack: Stack, bytes: Buffer, options: TusOptions): RunningUpload {
  let upload!: tus.Upload;
  const done = new Promise<void>((resolve, reject) => {
    const headers: Record<string, string> = { apikey: stack.anonKey };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.upsert) headers['x-upsert'] = 'true';
    upload = new tus.Upload(bytes, {
      endpoint: `${stack.url}/storage/v1/upload/resumable`,
      uploadUrl: options.uploadUrl ?? null,
      retryDelays: [],
      headers,
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      chunkSize: options.chunkSize ?? 256 * 1024,
      metadata: {
        bucketName: options.bucket,
        objectName: options.objectName,
        contentType: options.contentType ?? 'video/webm',
        cacheControl: '3600',
        ...(options.userMetadata ? { metadata: JSON.stringify(options.userMetadata) } : {}),
      },
      onProgress: (sent, total) => options.onProgress?.(sent, total, upload),
      onBeforeRequest: (req) => options.onBeforeRequest?.(req),
      onAfterResponse: (req, res) => options.onAfterResponse?.(req, res),
      onSuccess: () => resolve(),
      onError: (error) => reject(error),
    });
    upload.start();
  });
  return { upload, done };
}

/** The response behind a tus-js-client DetailedError (vitest may load a second copy, so no instanceof). */
function failureResponse(error: unknown): tus.HttpResponse | undefined {
  if (typeof error !== 'object' || error === null || !('originalResponse' in error))
    return undefined;
  return (error as tus.DetailedError).originalResponse ?? undefined;
}

export function failureStatus(error: unknown): number | undefined {
  return failureResponse(error)?.getStatus();
}

export function failureBody(error: unknown): string | undefined {
  return failureResponse(error)?.getBody();
}
