import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, requestScope } from './auth-context.ts';
import { errors } from './errors.ts';
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

const COLUMNS = `id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at`;

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

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function listOptions(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? '');
  const offset = Number(url.searchParams.get('offset') ?? '');
  const column = url.searchParams.get('sortColumn') ?? 'name';
  const order = url.searchParams.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    orderBy: `${SORT_COLUMNS.has(column) ? column : 'name'} ${order}`,
    search: url.searchParams.get('search') ?? '',
  };
}

/** GET /bucket and GET /bucket/{id}: read as the requester, so RLS on storage.buckets applies. */
export async function handleBucketRoute(
  ctx: LocalContext,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  if (req.method !== 'GET') {
    throw errors.badRequest(
      `Route ${req.method}:${url.pathname} is not supported by supabase/local`,
    );
  }
  const auth = await authenticate(ctx, req, 'required');
  if (rest === '') {
    const scope = requestScope(req, url, 'storage.bucket.list');
    const options = listOptions(url);
    const rows = await asRequester(ctx, auth, scope, async (tx) => {
      const result = await tx.query<Record<string, unknown>>(
        `select ${COLUMNS} from storage.buckets where name ilike '%' || $1 || '%'
          order by ${options.orderBy} limit $2 offset $3`,
        [options.search, options.limit, options.offset],
      );
      return result.rows;
    });
    return json(rows.map(present));
  }
  const { bucket: id, name } = splitBucketPath(rest);
  if (name !== '') throw errors.badRequest(`Route GET:${url.pathname} not found`);
  const scope = requestScope(req, url, 'storage.bucket.get');
  const row = await asRequester(ctx, auth, scope, async (tx) => {
    const result = await tx.query<Record<string, unknown>>(
      `select ${COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return result.rows[0];
  });
  if (!row) throw errors.bucketNotFound();
  return json(present(row));
}
