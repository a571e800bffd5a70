import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { writeToFile, type StoredFile } from './body-sink.ts';
import { errors } from './errors.ts';
import { isMimeTypeAllowed } from './mime.ts';
import { readMultipart } from './multipart.ts';

/** An uploaded body on disk plus what the request said about it. */
export interface IncomingFile {
  file: StoredFile;
  mimeType: string;
  cacheControl: string;
  userMetadata: unknown;
}

export interface BucketLimits {
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

function parseJson(text: string | undefined | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The storage server ignores metadata it cannot parse.
    return undefined;
  }
}

function bodyStream(req: Request): Readable {
  return req.body
    ? Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>)
    : Readable.from([]);
}

/**
 * Reads an upload body to `tempPath` as the storage server's Uploader does: multipart FormData
 * (storage-js's Blob/File path) or a raw body whose Content-Type is the object's type. Bucket
 * limits are enforced while reading: the size limit and allowed_mime_types.
 */
export async function readIncomingFile(
  req: Request,
  tempPath: string,
  limits: BucketLimits,
): Promise<IncomingFile> {
  const contentType = req.headers.get('content-type') ?? '';
  const checkMimeType = (mimeType: string) => {
    if (!isMimeTypeAllowed(mimeType, limits.allowedMimeTypes))
      throw errors.invalidMimeType(mimeType);
  };

  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const upload = await readMultipart(bodyStream(req), {
      contentType,
      tempPath,
      sizeLimit: limits.fileSizeLimit,
      checkMimeType,
    });
    const cacheTime = upload.fields.get('cacheControl');
    return {
      file: upload.file,
      mimeType: upload.mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseJson(upload.fields.get('metadata') ?? upload.fields.get('userMetadata')),
    };
  }

  const mimeType = contentType || 'application/octet-stream';
  checkMimeType(mimeType);
  const declared = Number(req.headers.get('content-length'));
  if (
    limits.fileSizeLimit !== null &&
    Number.isFinite(declared) &&
    declared > limits.fileSizeLimit
  ) {
    throw errors.entityTooLarge();
  }
  const file = await writeToFile(bodyStream(req), tempPath, limits.fileSizeLimit);
  const encodedMetadata = req.headers.get('x-metadata');
  return {
    file,
    mimeType,
    cacheControl: req.headers.get('cache-control') ?? 'no-cache',
    userMetadata: encodedMetadata
      ? parseJson(Buffer.from(encodedMetadata, 'base64').toString('utf8'))
      : undefined,
  };
}
