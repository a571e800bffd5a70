import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import type { Claims } from '../jwt.ts';
import { authenticate, jwtMessage, requestScope, type AuthContext } from './auth-context.ts';
import { findBucket } from './buckets.ts';
import { errors } from './errors.ts';
import type { ObjectStore } from './object-store.ts';
import { probeWrite } from './object-writer.ts';
import { assertObjectName, isUuid, splitBucketPath } from './paths.ts';
import { receiveUpload } from './upload.ts';

/** Signed upload URLs last two hours, as Supabase documents for createSignedUploadUrl. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/**
 * POST /object/upload/sign/{bucket}/{path} -> {url, token}. As the storage server's
 * signUploadObjectUrl: the requester must be allowed to write the row now (INSERT, or the
 * upsert's INSERT/UPDATE with `x-upsert: true`); the token carries owner, path and upsert.
 */
export async function handleCreateSignedUploadUrl(
  ctx: LocalContext,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  assertObjectName(name);
  const auth = await authenticate(ctx, req, 'required');
  const upsert = req.headers.get('x-upsert') === 'true';
  const scope = requestScope(req, url, 'storage.object.upload_signed_url');
  await findBucket(ctx.db, bucket);
  await probeWrite(ctx, auth, scope, { bucket, name }, upsert);
  const path = `${bucket}/${name}`;
  const claims: Claims = { url: path, upsert, scope: 'upload' };
  if (auth.ownerId) claims.owner = auth.ownerId;
  const token = await ctx.jwt.sign(claims, UPLOAD_URL_SECONDS);
  return json({ url: `/object/upload/sign/${path}?token=${token}`, token });
}

/** The token's claims if it is an upload token for exactly this path (verifyObjectSignature). */
async function uploadClaims(ctx: LocalContext, url: URL, path: string): Promise<Claims> {
  const token = url.searchParams.get('token');
  if (!token) throw errors.badRequest("querystring must have required property 'token'");
  let claims: Claims;
  try {
    claims = await ctx.jwt.verify(token);
  } catch (error) {
    throw errors.invalidJwt(jwtMessage(error));
  }
  const uploadScoped =
    claims.scope === 'upload' || (claims.scope === undefined && 'upsert' in claims);
  if (!uploadScoped) throw errors.invalidSignature('Token is not scoped for upload');
  if (claims.url !== path) throw errors.invalidSignature();
  return claims;
}

/**
 * PUT /object/upload/sign/{bucket}/{path}?token= : the token alone authorises the write, done as
 * the storage server's superuser (RLS was checked when the URL was signed) with the signer as
 * owner. Without upsert in the token a second upload is the usual duplicate. Answers {Key}.
 */
export async function handleSignedUpload(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  assertObjectName(name);
  const path = `${bucket}/${name}`;
  const claims = await uploadClaims(ctx, url, path);
  const limits = await findBucket(ctx.db, bucket);
  const ownerId = typeof claims.owner === 'string' && claims.owner !== '' ? claims.owner : null;
  const auth: AuthContext = {
    role: 'service_role',
    claims: { role: 'service_role' },
    token: '',
    authenticated: true,
    owner: ownerId && isUuid(ownerId.toLowerCase()) ? ownerId : null,
    ownerId,
  };
  const scope = requestScope(req, url, 'storage.object.upload_signed');
  const upsert = claims.upsert === true;
  await receiveUpload(ctx, store, req, { bucket, name }, { auth, scope, upsert }, limits);
  return json({ Key: path });
}
