import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errors } from './errors.ts';

export interface StoredFile {
  path: string;
  size: number;
  /** Quoted MD5 of the bytes, the ETag S3 and the storage server report. */
  eTag: string;
}

/**
 * Streams `source` into `path` while hashing and counting it. Past `limit` bytes the rest of the
 * body is read and dropped (so the client still gets an answer rather than a reset), the
 * partial file is removed and the storage server's EntityTooLarge is thrown.
 */
export async function writeToFile(
  source: Readable,
  path: string,
  limit: number | null,
): Promise<StoredFile> {
  const hash = createHash('md5');
  let size = 0;
  let tooLarge = false;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      tooLarge ||= limit !== null && size > limit;
      if (tooLarge) {
        callback();
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (tooLarge) {
    await rm(path, { force: true });
    throw errors.entityTooLarge();
  }
  return { path, size, eTag: `"${hash.digest('hex')}"` };
}

/** Size and ETag of a file already on disk (a finished resumable upload). */
export async function describeFile(path: string): Promise<StoredFile> {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { path, size, eTag: `"${hash.digest('hex')}"` };
}
