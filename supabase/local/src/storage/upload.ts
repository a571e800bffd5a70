import { randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { authenticate, requestScope } from './auth-context.ts';
import { findBucket } from './buckets.ts';
import { readIncomingFile } from './incoming-file.ts';
import type { ObjectStore } from './object-store.ts';
import { globalUploadLimit, uploadSizeLimit } from './upload-limit.ts';
import { commitObject, objectMetadata, probeWrite } from './object-writer.ts';
import { assertObjectName, splitBucketPath } from './paths.ts';

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
  const key = { bucket, name };
  const auth = await authenticate(ctx, req, 'required');
  const isUpdate = req.method === 'PUT';
  const upsert = isUpdate || req.headers.get('x-upsert') === 'true';
  const scope = requestScope(
    req,
    url,
    isUpdate ? 'storage.object.update' : 'storage.object.upload',
  );

  const bucketRow = await findBucket(ctx.db, bucket);
  const limits = {
    ...bucketRow,
    fileSizeLimit: uploadSizeLimit(bucketRow.fileSizeLimit, globalUploadLimit(ctx.config)),
  };
  await probeWrite(ctx, auth, scope, key, upsert);

  const tempPath = await store.tempPath();
  try {
    const incoming = await readIncomingFile(req, tempPath, limits);
    const id = await commitObject(ctx, store, {
      key,
      source: incoming.file.path,
      version: randomUUID(),
      upsert,
      auth,
      scope,
      metadata: objectMetadata(incoming.file, incoming.mimeType, incoming.cacheControl),
      userMetadata: incoming.userMetadata,
    });
    return json({ Id: id, Key: `${bucket}/${name}` });
  } finally {
    await store.discard(tempPath);
  }
}
