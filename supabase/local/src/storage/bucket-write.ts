import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, enterRole, requestScope } from './auth-context.ts';
import {
  allowedMimeTypesValue,
  createBucketBody,
  fileSizeLimitBytes,
  updateBucketBody,
} from './bucket-rules.ts';
import { errors, fromDbError, StorageError } from './errors.ts';
import type { ObjectStore } from './object-store.ts';
import { assertBucketName } from './paths.ts';
import { readBody } from './request-body.ts';
import { globalUploadLimit } from './upload-limit.ts';

/** config.emptyBucketMax of the storage server: more objects than this cannot be emptied. */
const EMPTY_BUCKET_MAX = 200_000;

/**
 * A bucket's own limit may not exceed the global upload limit (config.toml `[storage]
 * file_size_limit`): the storage server's parseMaxSizeLimit refuses it with EntityTooLarge.
 */
function bucketSizeLimit(
  ctx: LocalContext,
  value: Parameters<typeof fileSizeLimitBytes>[0],
): number | null | undefined {
  const bytes = fileSizeLimitBytes(value);
  if (typeof bytes === 'number' && bytes > globalUploadLimit(ctx.config)) {
    throw errors.entityTooLarge();
  }
  return bytes;
}

/** POST /bucket {name, id?, public?, file_size_limit?, allowed_mime_types?} -> {name}. */
export async function createBucket(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const body = await readBody(req, createBucketBody);
  // Leading or trailing whitespace, characters outside S3's safe set, over 100 characters.
  assertBucketName(body.name);
  const id = body.id || body.name;
  assertBucketName(id);
  // Analytics (Iceberg) buckets are a hosted feature supabase/local does not have.
  if (body.type === 'ANALYTICS') throw errors.featureNotEnabled('iceberg_catalog');
  const fileSizeLimit = bucketSizeLimit(ctx, body.file_size_limit) ?? null;
  const mimeTypes = allowedMimeTypesValue(body.allowed_mime_types) ?? null;
  const scope = requestScope(req, url, 'storage.bucket.create');
  try {
    await asRequester(ctx, auth, scope, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, body.name, auth.owner, auth.ownerId, body.public ?? false, fileSizeLimit, mimeTypes],
      ),
    );
  } catch (error) {
    if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
      throw errors.bucketAlreadyExists();
    }
    throw error;
  }
  return json({ name: body.name });
}

/** PUT /bucket/{id} with at least one of public, file_size_limit, allowed_mime_types. */
export async function updateBucket(
  ctx: LocalContext,
  req: Request,
  url: URL,
  id: string,
): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const body = await readBody(req, updateBucketBody);
  const fields: Array<[string, unknown]> = [
    ['public', body.public],
    ['file_size_limit', bucketSizeLimit(ctx, body.file_size_limit)],
    ['allowed_mime_types', allowedMimeTypesValue(body.allowed_mime_types)],
  ];
  const set = fields.filter(([, value]) => value !== undefined);
  // The column names come from the fixed list above.
  const assignments = set.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  const scope = requestScope(req, url, 'storage.bucket.update');
  const updated = await asRequester(ctx, auth, scope, async (tx) => {
    const result = await tx.query(
      `update storage.buckets set ${assignments} where id = $1 returning id`,
      [id, ...set.map(([, value]) => value)],
    );
    return result.rows.length;
  });
  if (updated === 0) throw errors.bucketNotFound();
  return json({ message: 'Successfully updated' });
}

/**
 * DELETE /bucket/{id}: refused while any object is left (counted as the superuser, whoever asks),
 * then deleted as the requester, so a bucket RLS hides or forbids is "not found".
 */
export async function deleteBucket(
  ctx: LocalContext,
  req: Request,
  url: URL,
  id: string,
): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const scope = requestScope(req, url, 'storage.bucket.delete');
  let deleted: number;
  try {
    deleted = await ctx.db.transaction(async (tx) => {
      const found = await tx.query('select id from storage.buckets where id = $1 for update', [id]);
      if (found.rows.length === 0) throw errors.bucketNotFound();
      const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
        id,
      ]);
      if (objects.rows.length > 0) throw errors.bucketNotEmpty();
      await enterRole(tx, auth, scope);
      // No RETURNING, as the storage server: a DELETE policy alone is enough.
      const result = await tx.query('delete from storage.buckets where id = $1', [id]);
      return result.affectedRows;
    });
  } catch (error) {
    throw fromDbError(error);
  }
  if (deleted === 0) throw errors.bucketNotFound();
  return json({ message: 'Successfully deleted' });
}

/**
 * POST /bucket/{id}/empty: the requester must see the bucket and at least one of its objects;
 * then every object created before the call goes, as the storage server's queued admin job does
 * (here at once, so the answer's "queued" job is already done when it arrives).
 */
export async function emptyBucket(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  id: string,
): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const before = new Date();
  const scope = requestScope(req, url, 'storage.bucket.empty');
  const seen = await asRequester(ctx, auth, scope, async (tx) => {
    const bucket = await tx.query('select id from storage.buckets where id = $1', [id]);
    if (bucket.rows.length === 0) throw errors.bucketNotFound();
    const count = await tx.query('select 1 from storage.objects where bucket_id = $1 limit $2', [
      id,
      EMPTY_BUCKET_MAX + 1,
    ]);
    return count.rows.length;
  });
  if (seen > EMPTY_BUCKET_MAX) throw errors.unableToEmptyBucket();
  if (seen > 0) {
    const { rows } = await ctx.db.query<{ name: string }>(
      'delete from storage.objects where bucket_id = $1 and created_at <= $2 returning name',
      [id, before],
    );
    await Promise.all(
      rows.map((row) => {
        const key = { bucket: id, name: row.name };
        return store.locked([key], () => store.reconcile(ctx.db, key));
      }),
    );
  }
  return json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}
