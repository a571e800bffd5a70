import { z } from 'zod';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, jwtMessage, requestScope } from './auth-context.ts';
import { findBucket } from './buckets.ts';
import { serveObject, downloadParam } from './download.ts';
import { errors } from './errors.ts';
import type { ObjectStore } from './object-store.ts';
import { findObject, findObjectNames } from './objects-repo.ts';
import { assertObjectName, splitBucketPath } from './paths.ts';
import { readBody } from './request-body.ts';

const signOne = z.object({ expiresIn: z.number().int().min(1) });
const signMany = z.object({
  expiresIn: z.number().int().min(1),
  paths: z.array(z.string()).min(1).max(1000),
});

/** A signed-URL token: HS256 over the instance secret with the object's `bucket/path`, its scope and exp. */
function signUrl(
  ctx: LocalContext,
  bucket: string,
  name: string,
  expiresIn: number,
): Promise<string> {
  return ctx.jwt.sign({ url: `${bucket}/${name}`, scope: 'download' }, expiresIn);
}

function signedPath(bucket: string, name: string, token: string): string {
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/**
 * POST /object/sign/{bucket}/{path} {expiresIn} -> {signedURL}, and POST /object/sign/{bucket}
 * {expiresIn, paths} -> [{error, path, signedURL}]. The requester must be able to SELECT the row.
 */
export async function handleCreateSignedUrl(
  ctx: LocalContext,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  const auth = await authenticate(ctx, req, 'required');
  const scope = requestScope(req, url, 'storage.object.sign');
  await findBucket(ctx.db, bucket);

  if (name === '') {
    const body = await readBody(req, signMany);
    const visible = await asRequester(ctx, auth, scope, (tx) =>
      findObjectNames(tx, bucket, body.paths),
    );
    const results = await Promise.all(
      body.paths.map(async (path) =>
        visible.has(path)
          ? {
              error: null,
              path,
              signedURL: signedPath(bucket, path, await signUrl(ctx, bucket, path, body.expiresIn)),
            }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    );
    return json(results);
  }

  assertObjectName(name);
  const body = await readBody(req, signOne);
  const row = await asRequester(ctx, auth, scope, (tx) => findObject(tx, bucket, name));
  if (!row) throw errors.objectNotFound();
  const token = await signUrl(ctx, bucket, name, body.expiresIn);
  return json({ signedURL: signedPath(bucket, name, token) });
}

/** GET /object/sign/{bucket}/{path}?token=: the token alone authorises the read (no RLS). */
export async function handleSignedDownload(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  assertObjectName(name);
  const token = url.searchParams.get('token');
  if (!token) throw errors.badRequest("querystring must have required property 'token'");
  let payload: Awaited<ReturnType<typeof ctx.jwt.verify>>;
  try {
    payload = await ctx.jwt.verify(token);
  } catch (error) {
    throw errors.invalidJwt(jwtMessage(error));
  }
  // Download tokens, or legacy ones without a scope that are not upload-shaped (no upsert).
  const downloadScoped =
    payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
  if (!downloadScoped) throw errors.invalidSignature('Token is not scoped for download');
  if (payload.url !== `${bucket}/${name}` || typeof payload.exp !== 'number')
    throw errors.invalidSignature();
  const key = { bucket, name };
  return serveObject(req, store, key, () => findObject(ctx.db, bucket, name), {
    download: downloadParam(url),
    expires: new Date(payload.exp * 1000).toUTCString(),
  });
}
