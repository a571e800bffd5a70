import { z } from 'zod';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, requestScope } from './auth-context.ts';
import { createBucket, deleteBucket, emptyBucket, updateBucket } from './bucket-write.ts';
import type { ObjectStore } from './object-store.ts';
import { errors, RouteNotFound } from './errors.ts';
import { splitBucketPath } from './paths.ts';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  /** Bytes; null means no bucket limit. */
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

interface BucketRow {
  id: string;
  name: string;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

/** The columns GET /bucket/{id} and GET /bucket answer with (getBucket.ts, getAllBuckets.ts). */
const GET_COLUMNS = `id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types`;
const LIST_COLUMNS = `${GET_COLUMNS}, type`;

function toBucket(row: BucketRow): Bucket {
  return {
    id: row.id,
    name: row.name,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

/** Looks a bucket up as the superuser, as the storage server does before every object call. */
export async function findBucket(db: Queryable, id: string): Promise<Bucket> {
  const { rows } = await db.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) throw errors.bucketNotFound();
  return toBucket(row);
}

/** A bucket row as the API returns it: file_size_limit as a number, like storage's JSON schema. */
function present(row: Record<string, unknown>) {
  const limit = row.file_size_limit;
  return { ...row, file_size_limit: limit === null || limit === undefined ? null : Number(limit) };
}

/** getAllBuckets.ts's querystring schema; anything else there is a 400 as Fastify's check gives. */
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  search: z.string().optional(),
});

function listOptions(url: URL) {
  const parsed = listQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.badRequest(`querystring/${issue?.path.join('/') ?? ''} ${issue?.message ?? ''}`);
  }
  const { limit, offset, sortColumn, sortOrder, search } = parsed.data;
  return {
    // Storage adds no ORDER BY without sortColumn; name order keeps the answer stable.
    orderBy: `${sortColumn ?? 'name'} ${sortOrder ?? 'asc'}`,
    limit: limit ?? null,
    offset: offset ?? 0,
    search: (search ?? '').replace(/[\\%_]/g, (ch) => `\\${ch}`),
  };
}

async function listBuckets(ctx: LocalContext, req: Request, url: URL): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const options = listOptions(url);
  const scope = requestScope(req, url, 'storage.bucket.list');
  const rows = await asRequester(ctx, auth, scope, async (tx) => {
    const result = await tx.query<Record<string, unknown>>(
      `select ${LIST_COLUMNS} from storage.buckets where name ilike '%' || $1 || '%'
        order by ${options.orderBy} limit $2 offset $3`,
      [options.search, options.limit, options.offset],
    );
    return result.rows;
  });
  return json(rows.map(present));
}

async function getBucket(ctx: LocalContext, req: Request, url: URL, id: string) {
  const auth = await authenticate(ctx, req, 'required');
  const scope = requestScope(req, url, 'storage.bucket.get');
  const row = await asRequester(ctx, auth, scope, async (tx) => {
    const result = await tx.query<Record<string, unknown>>(
      `select ${GET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return result.rows[0];
  });
  if (!row) throw errors.bucketNotFound();
  return json(present(row));
}

/**
 * /bucket routes (supabase/storage src/http/routes/bucket): GET and POST /bucket, GET, PUT and
 * DELETE /bucket/{id}, POST /bucket/{id}/empty. Everything runs as the requester, so RLS on
 * storage.buckets decides as on hosted; the service role bypasses it.
 */
export async function handleBucketRoute(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const segments = rest === '' ? [] : rest.split('/');
  const method = req.method;
  if (segments.length === 0) {
    if (method === 'GET') return listBuckets(ctx, req, url);
    if (method === 'POST') return createBucket(ctx, req, url);
  } else if (segments.length === 1) {
    const { bucket: id } = splitBucketPath(segments[0]!);
    if (method === 'GET') return getBucket(ctx, req, url, id);
    if (method === 'PUT') return updateBucket(ctx, req, url, id);
    if (method === 'DELETE') return deleteBucket(ctx, req, url, id);
  } else if (segments.length === 2 && segments[1] === 'empty' && method === 'POST') {
    const { bucket: id } = splitBucketPath(segments[0]!);
    return emptyBucket(ctx, store, req, url, id);
  }
  throw new RouteNotFound(method, url);
}
