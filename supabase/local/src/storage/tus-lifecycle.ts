import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Upload } from '@tus/server';
import type { LocalContext } from '../context.ts';
import type { AuthContext, RequestScope } from './auth-context.ts';
import { describeFile } from './body-sink.ts';
import { findBucket } from './buckets.ts';
import { errors, fromDbError, StorageError } from './errors.ts';
import { isMimeTypeAllowed } from './mime.ts';
import { removeEmptyDirectories, type ObjectStore } from './object-store.ts';
import { commitObject, objectMetadata, probeWrite } from './object-writer.ts';
import { assertBucketName, assertObjectName } from './paths.ts';
import { parseUploadId, uploadId, type UploadRef } from './tus-ids.ts';
import { globalUploadLimit, uploadSizeLimit } from './upload-limit.ts';

/** Who sent a tus request, settled before @tus/server sees it (POST, PATCH, DELETE). */
export interface TusRequestState {
  auth: AuthContext;
  upsert: boolean;
  scope: RequestScope;
}

function refOf(id: string): UploadRef {
  const ref = parseUploadId(id);
  if (!ref) throw errors.invalidKey(id);
  return ref;
}

function userMetadata(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The storage server's tus lifecycle (src/http/routes/tus/lifecycle.ts) over @tus/file-store:
 * every write request must be allowed to create the object, creation validates the bucket's
 * limits, and completion turns the upload into a storage.objects row written as the user.
 */
export class TusLifecycle {
  constructor(
    private readonly ctx: LocalContext,
    private readonly store: ObjectStore,
    private readonly directory: string,
    private readonly states: WeakMap<object, TusRequestState>,
  ) {}

  /** namingFunction: `bucket/object/<new version>` from the Upload-Metadata. */
  name(metadata: Record<string, string | null> | undefined): string {
    if (!metadata) throw errors.metadataRequired();
    const bucket = assertBucketName(metadata.bucketName ?? '');
    const name = assertObjectName(metadata.objectName ?? '');
    return uploadId({ bucket, name, version: randomUUID() });
  }

  /**
   * maxSize: the global upload limit, or the bucket's file_size_limit when smaller, as the
   * storage server's TUS route computes it.
   */
  async maxSize(id: string | null): Promise<number> {
    const globalLimit = globalUploadLimit(this.ctx.config);
    if (!id) return globalLimit;
    const bucket = await findBucket(this.ctx.db, refOf(id).bucket);
    return uploadSizeLimit(bucket.fileSizeLimit, globalLimit);
  }

  private state(req: Request): TusRequestState {
    const state = this.states.get(req);
    if (!state) throw errors.accessDenied('Invalid Compact JWS');
    return state;
  }

  /** onIncomingRequest: every write must be one RLS would let the requester finish. */
  async onIncoming(req: Request, id: string): Promise<void> {
    if (req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const { auth, scope, upsert } = this.state(req);
    const ref = refOf(id);
    await probeWrite(this.ctx, auth, scope, { bucket: ref.bucket, name: ref.name }, upsert);
  }

  /** onUploadCreate: bucket checks and the storage server's cacheControl normalisation. */
  async onCreate(upload: Upload): Promise<{ metadata: Record<string, string | null> }> {
    const ref = refOf(upload.id);
    const bucket = await findBucket(this.ctx.db, ref.bucket);
    const metadata = { ...(upload.metadata ?? {}) };
    metadata.cacheControl = /^-?\d+$/.test(metadata.cacheControl ?? '')
      ? `max-age=${metadata.cacheControl}`
      : 'no-cache';
    const mimeType = metadata.contentType || 'application/octet-stream';
    if (!isMimeTypeAllowed(mimeType, bucket.allowedMimeTypes))
      throw errors.invalidMimeType(mimeType);
    const sizeLimit = uploadSizeLimit(bucket.fileSizeLimit, globalUploadLimit(this.ctx.config));
    if (upload.size !== undefined && upload.size > sizeLimit) {
      throw errors.entityTooLarge();
    }
    return { metadata };
  }

  /**
   * onUploadFinish: moves the bytes into the object store and writes the row as the user. The
   * upload is forgotten either way: a client resuming a failed completion would otherwise see
   * offset == length and report success for an object that was never created.
   */
  async onFinish(req: Request, upload: Upload): Promise<{ headers: Record<string, string> }> {
    const { auth, scope, upsert } = this.state(req);
    const ref = refOf(upload.id);
    const source = join(this.directory, upload.id);
    try {
      const file = await describeFile(source);
      await commitObject(this.ctx, this.store, {
        key: { bucket: ref.bucket, name: ref.name },
        source,
        version: ref.version,
        upsert,
        auth,
        scope,
        metadata: objectMetadata(
          file,
          upload.metadata?.contentType || 'application/octet-stream',
          upload.metadata?.cacheControl || 'no-cache',
        ),
        userMetadata: userMetadata(upload.metadata?.metadata),
      });
    } finally {
      await this.forget(upload.id);
    }
    return { headers: { 'Tus-Complete': '1' } };
  }

  /** Removes what is left of an upload in the tus directory. */
  async forget(id: string): Promise<void> {
    const path = join(this.directory, id);
    await rm(path, { force: true });
    await rm(`${path}.json`, { force: true });
    await removeEmptyDirectories(dirname(path), this.directory);
  }

  /** onResponseError: storage errors answer with their logical status and message. */
  mapError(error: unknown): { status_code: number; body: string } | undefined {
    const mapped = fromDbError(error);
    if (mapped instanceof StorageError) return { status_code: mapped.status, body: mapped.message };
    if (typeof mapped === 'object' && mapped !== null && 'status_code' in mapped) {
      // @tus/server's own "Maximum size exceeded" becomes the bucket-limit message.
      if (mapped.status_code === 413)
        return { status_code: 413, body: errors.entityTooLarge().message };
      return undefined;
    }
    console.error('supabase/local storage: resumable upload failed', mapped);
    return undefined;
  }
}
