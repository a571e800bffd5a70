import busboy from 'busboy';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeToFile, type StoredFile } from './body-sink.ts';
import { errors } from './errors.ts';

export interface MultipartUpload {
  file: StoredFile;
  /** The form's `contentType` field, else the file part's own Content-Type. */
  mimeType: string;
  /** Form fields sent before the file (storage-js sends cacheControl and metadata first). */
  fields: Map<string, string>;
}

export interface MultipartOptions {
  contentType: string;
  tempPath: string;
  sizeLimit: number | null;
  /** Throws the storage error when the bucket refuses this type. */
  checkMimeType: (mimeType: string) => void;
}

function malformed(error: unknown) {
  return errors.badRequest(error instanceof Error ? error.message : 'Malformed multipart body');
}

/**
 * Reads a multipart upload the way the storage server's request.file() does: the first file
 * part, whatever its field name (storage-js uses ''), with the fields that precede it. Extra
 * files are drained and ignored; a file over the limit is truncated by busboy and refused.
 */
export async function readMultipart(
  body: Readable,
  options: MultipartOptions,
): Promise<MultipartUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': options.contentType },
      limits: { files: 1, fields: 20, fileSize: options.sizeLimit ?? Infinity },
    });
  } catch (error) {
    throw malformed(error);
  }
  const fields = new Map<string, string>();
  const uploads: Promise<MultipartUpload>[] = [];

  parser.on('field', (name, value) => {
    if (uploads.length === 0) fields.set(name, value);
  });
  parser.on('file', (_field, stream, info) => {
    if (uploads.length > 0) {
      stream.resume();
      return;
    }
    const mimeType = fields.get('contentType') || info.mimeType;
    const upload = (async () => {
      try {
        options.checkMimeType(mimeType);
      } catch (error) {
        stream.resume();
        throw error;
      }
      const file = await writeToFile(stream, options.tempPath, null);
      if (stream.truncated) {
        await rm(file.path, { force: true });
        throw errors.entityTooLarge();
      }
      return { file, mimeType, fields: new Map(fields) };
    })();
    // Awaited once the whole body is read; this only keeps Node from reporting it unhandled.
    upload.catch(() => undefined);
    uploads.push(upload);
  });

  try {
    await pipeline(body, parser);
  } catch (error) {
    await uploads[0]?.then(
      (done) => rm(done.file.path, { force: true }),
      () => undefined,
    );
    throw malformed(error);
  }
  const upload = uploads[0];
  if (!upload) throw errors.noContent();
  return upload;
}
