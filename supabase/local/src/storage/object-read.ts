import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, requestScope, type AuthContext } from './auth-context.ts';
import { findBucket, type Bucket } from './buckets.ts';
import { downloadParam, serveObject } from './download.ts';
import { errors } from './errors.ts';
import type { ObjectKey, ObjectStore } from './object-store.ts';
import { findObject, type ObjectRow } from './objects-repo.ts';
import { assertObjectName, splitBucketPath } from './paths.ts';

function objectKey(rest: string): ObjectKey {
  const { bucket, name } = splitBucketPath(rest);
  return { bucket, name: assertObjectName(name) };
}

function findAsRequester(
  ctx: LocalContext,
  req: Request,
  url: URL,
  auth: AuthContext,
  key: ObjectKey,
  operation: string,
) {
  const scope = requestScope(req, url, operation);
  return () => asRequester(ctx, auth, scope, (tx) => findObject(tx, key.bucket, key.name));
}

function findAsSuperuser(ctx: LocalContext, key: ObjectKey) {
  return () => findObject(ctx.db, key.bucket, key.name);
}

/**
 * GET/HEAD /object/{bucket}/{path} and /object/authenticated/...: the row is read as the
 * requester, so the SELECT policies decide who may download.
 */
export async function handleAuthenticatedDownload(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const key = objectKey(rest);
  const auth = await authenticate(ctx, req, 'required');
  await findBucket(ctx.db, key.bucket);
  const find = findAsRequester(ctx, req, url, auth, key, 'storage.object.get_authenticated');
  return serveObject(req, store, key, find, { download: downloadParam(url) });
}

/** GET/HEAD /object/public/{bucket}/{path}: only for public buckets, read without RLS. */
export async function handlePublicDownload(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const key = objectKey(rest);
  const bucket = await findBucket(ctx.db, key.bucket);
  if (!bucket.public) throw errors.bucketNotFound();
  return serveObject(req, store, key, findAsSuperuser(ctx, key), { download: downloadParam(url) });
}

/**
 * How the storage server's info routes find a row: public buckets (or the public info route)
 * without RLS; otherwise as the requester, and a caller without a valid token sees only public
 * buckets.
 */
async function findForInfo(
  ctx: LocalContext,
  req: Request,
  url: URL,
  key: ObjectKey,
  publicRoute: boolean,
): Promise<{ bucket: Bucket; row: ObjectRow | null }> {
  const auth = await authenticate(ctx, req, 'optional');
  const bucket = await findBucket(ctx.db, key.bucket);
  if ((publicRoute || !auth.authenticated) && !bucket.public) throw errors.bucketNotFound();
  const find =
    bucket.public || publicRoute
      ? findAsSuperuser(ctx, key)
      : findAsRequester(ctx, req, url, auth, key, 'storage.object.get_authenticated_info');
  return { bucket, row: await find() };
}

/** HEAD /object/{bucket}/{path}: the headers of a download, no body; a missing token reads as anon. */
export async function handleHead(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const key = objectKey(rest);
  const { row } = await findForInfo(ctx, req, url, key, false);
  return serveObject(req, store, key, async () => row, { download: undefined });
}

/** GET /object/info/{bucket}/{path} (also /info/authenticated/ and /info/public/). */
export async function handleInfo(
  ctx: LocalContext,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const publicRoute = rest.startsWith('public/');
  const path = publicRoute ? rest.slice('public/'.length) : rest.replace(/^authenticated\//, '');
  const key = objectKey(path);
  const { row } = await findForInfo(ctx, req, url, key, publicRoute);
  if (!row) throw errors.objectNotFound();
  const metadata = row.metadata;
  return json(
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: metadata?.size ?? null,
      content_type: metadata?.mimetype ?? null,
      cache_control: metadata?.cacheControl ?? null,
      etag: metadata?.eTag ?? null,
      metadata: row.user_metadata ?? null,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    200,
    metadata?.eTag ? { etag: metadata.eTag } : {},
  );
}
