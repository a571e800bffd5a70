import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { errors } from './errors.ts';
import type { ObjectKey, ObjectStore } from './object-store.ts';
import type { ObjectRow } from './objects-repo.ts';
import { parseRange } from './range.ts';

export interface ServeOptions {
  /** `?download` ('' = keep the name) or `?download=<name>`; undefined serves inline. */
  download: string | undefined;
  /** Signed URLs carry Expires (the token's expiry) instead of Cache-Control. */
  expires?: string;
}

/** The storage renderer serves HTML as plain text so a bucket cannot host pages on its origin. */
function contentType(mimetype: string | undefined): string {
  const type = mimetype || 'application/octet-stream';
  return type.includes('text/html') ? 'text/plain' : type;
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

function baseHeaders(row: ObjectRow, options: ServeOptions): Headers {
  const metadata = row.metadata;
  const headers = new Headers({
    'accept-ranges': 'bytes',
    'content-type': contentType(metadata?.mimetype),
  });
  if (metadata?.eTag) headers.set('etag', metadata.eTag);
  if (metadata?.lastModified)
    headers.set('last-modified', new Date(metadata.lastModified).toUTCString());
  if (options.expires) headers.set('expires', options.expires);
  else if (metadata?.cacheControl) headers.set('cache-control', metadata.cacheControl);
  if (options.download !== undefined)
    headers.set('content-disposition', contentDisposition(options.download));
  return headers;
}

function stream(handle: FileHandle, start: number, end: number): ReadableStream<Uint8Array> {
  const source = handle.createReadStream({ start, end, autoClose: true });
  return Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>;
}

/** Answers a GET or HEAD for one stored object, with conditional and Range support. */
async function respondWithObject(
  req: Request,
  row: ObjectRow,
  handle: FileHandle,
  options: ServeOptions,
): Promise<Response> {
  const headers = baseHeaders(row, options);
  const { size } = await handle.stat();
  const etag = row.metadata?.eTag;
  if (etag && req.headers.get('if-none-match') === etag) {
    await handle.close();
    return new Response(null, { status: 304, headers });
  }
  const range =
    req.method === 'HEAD'
      ? ({ kind: 'full' } as const)
      : parseRange(req.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    headers.set('content-range', `bytes */${size}`);
    headers.set('content-type', 'application/json');
    const body = {
      statusCode: '416',
      code: 'InvalidRange',
      error: 'invalid_range',
      message: 'invalid range provided',
    };
    return new Response(JSON.stringify(body), { status: 416, headers });
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  headers.set('content-length', String(size === 0 ? 0 : end - start + 1));
  if (range.kind === 'partial') headers.set('content-range', `bytes ${start}-${end}/${size}`);
  const status = range.kind === 'partial' ? 206 : 200;
  if (req.method === 'HEAD' || size === 0) {
    await handle.close();
    return new Response(null, { status, headers });
  }
  return new Response(stream(handle, start, end), { status, headers });
}

/**
 * Looks the row up and opens its bytes. A concurrent replace may remove the version between the
 * two steps; one fresh lookup then finds the new one.
 */
export async function serveObject(
  req: Request,
  store: ObjectStore,
  key: ObjectKey,
  find: () => Promise<ObjectRow | null>,
  options: ServeOptions,
): Promise<Response> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await find();
    if (!row?.version) throw errors.objectNotFound();
    const handle = await store.open(key, row.version);
    if (handle) return respondWithObject(req, row, handle, options);
  }
  throw errors.objectNotFound();
}

/** `?download` / `?download=name` from a URL. */
export function downloadParam(url: URL): string | undefined {
  return url.searchParams.has('download') ? (url.searchParams.get('download') ?? '') : undefined;
}
