import { HttpError } from '../_shared/handler.ts';

/** The uploads bucket's own limit (20261122102100_storage.sql): nothing bigger can be stored. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export interface StoredObject {
  /** The project's URL (SUPABASE_URL), where Storage serves the object. */
  apiUrl: string;
  serviceRoleKey: string;
  bucket: string;
  name: string;
}

/**
 * Whether `videoUrl` is served by this project (the origin of SUPABASE_URL): the hash is of the
 * object in this project's storage, so a video playing from any other host must not borrow it.
 */
export function servedByProject(videoUrl: string, apiUrl: string): boolean {
  try {
    return new URL(videoUrl).origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}

/** Reads a response body into one buffer of the declared size, refusing more than `limit` bytes. */
async function readAll(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit)
    throw new HttpError(413, 'This video file is too large.');
  let bytes: Uint8Array<ArrayBuffer> = new Uint8Array(
    Number.isFinite(declared) ? declared : 1024 * 1024,
  );
  let size = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > limit) {
      await reader.cancel();
      throw new HttpError(413, 'This video file is too large.');
    }
    if (size + value.byteLength > bytes.byteLength) {
      const grown = new Uint8Array(
        Math.min(limit, Math.max(bytes.byteLength * 2, size + value.byteLength)),
      );
      grown.set(bytes.subarray(0, size));
      bytes = grown;
    }
    bytes.set(value, size);
    size += value.byteLength;
  }
  return bytes.subarray(0, size);
}

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 (hex) of a stored object's bytes, read with the service role from Storage's
 * authenticated endpoint. Streamed into one buffer the size of the file (≤ 100 MB), then hashed by
 * WebCrypto: one copy of the file in memory, well inside an edge function's 256 MB.
 */
export async function sha256OfStoredObject(object: StoredObject): Promise<string> {
  const path = object.name.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(
    `${object.apiUrl.replace(/\/$/, '')}/storage/v1/object/${object.bucket}/${path}`,
    {
      headers: { apikey: object.serviceRoleKey, Authorization: `Bearer ${object.serviceRoleKey}` },
    },
  );
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    throw new HttpError(404, "This video's file is not in storage.");
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(
      `Reading ${object.bucket}/${object.name} failed with status ${response.status}`,
    );
  }
  const bytes = await readAll(response, MAX_VIDEO_BYTES);
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}
