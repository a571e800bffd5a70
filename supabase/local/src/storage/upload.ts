import { randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { authenticate, requestScope, type AuthContext, type RequestScope } from './auth-context.ts';
import { findBucket, type Bucket } from './buckets.ts';
import { readIncomingFile } from './incoming-file.ts';
import type { ObjectKey, ObjectStore } from './object-store.ts';
import { globalUploadLimit, uploadSizeLimit } from './upload-limit.ts';
import { commitObject, objectMetadata, probeWrite } from './object-writer.ts';
import { assertObjectName, splitBucketPath } from './paths.ts';

/** Who writes the row, and how: the requester (RLS decides) or a signed upload's token. */
export interface UploadAs {
  auth: AuthContext;
  scope: RequestScope;
  upsert: boolean;
}

/**
 * Reads the body (raw or multipart) within the bucket's MIME limits and the smaller of its size
 * limit and the global one (config.toml `[storage] file_size_limit`) into a temporary file, then
 * commits row and bytes together; returns the object id. Standard and signed uploads both come
 * through here, so neither escapes the global cap.
 */
export async function receiveUpload(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  key: ObjectKey,
  as: UploadAs,
  limits: Bucket,
): Promise<string> {
  const capped = {
    ...limits,
    fileSizeLimit: uploadSizeLimit(limits.fileSizeLimit, globalUploadLimit(ctx.config)),
  };
  const tempPath = await store.tempPath();
  try {
    const incoming = await readIncomingFile(req, tempPath, capped);
    return await commitObject(ctx, store, {
      key,
      source: incoming.file.path,
      version: randomUUID(),
      upsert: as.upsert,
      auth: as.auth,
      scope: as.scope,
      metadata: objectMetadata(incoming.file, incoming.mimeType, incoming.cacheControl),
      // The storage server stores `{ ...userMetadata }`: {} when the upload carried none.
      userMetadata: incoming.userMetadata ?? {},
    });
  } finally {
    await store.discard(tempPath);
  }
}

/**
 * POST /object/{bucket}/{path} (create; `x-upsert: true` replaces) and PUT (update, always an
 * upsert, as the storage server's updateObject route). Answers `{Id, Key}`.
 */
export async function handleUpload(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  assertObjectName(name);
  const auth = await authenticate(ctx, req, 'required');
  const isUpdate = req.method === 'PUT';
  const upsert = isUpdate || req.headers.get('x-upsert') === 'true';
  const scope = requestScope(
    req,
    url,
    isUpdate ? 'storage.object.update' : 'storage.object.upload',
  );
  const key = { bucket, name };
  const limits = await findBucket(ctx.db, bucket);
  await probeWrite(ctx, auth, scope, key, upsert);
  const id = await receiveUpload(ctx, store, req, key, { auth, scope, upsert }, limits);
  return json({ Id: id, Key: `${bucket}/${name}` });
}
