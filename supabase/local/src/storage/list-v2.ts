import { z } from 'zod';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, requestScope } from './auth-context.ts';
import { decodeCursor, encodeCursor, type ListCursor } from './list-cursor.ts';
import { splitBucketPath } from './paths.ts';
import { readBody } from './request-body.ts';

const listV2Body = z.object({
  prefix: z.string().optional(),
  limit: z.number().int().min(1).optional(),
  cursor: z.string().optional(),
  with_delimiter: z.boolean().optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at']),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .optional(),
});

interface Entry {
  key?: string;
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

interface Query {
  bucket: string;
  prefix: string;
  delimiter: boolean;
  /** Rows to fetch: one more than a page, to learn whether another page follows. */
  fetch: number;
  column: 'name' | 'updated_at' | 'created_at';
  order: 'asc' | 'desc';
  startAfter: string;
  columnAfter: string;
}

const COMMON_PREFIX = `case when position('/' in substring(name from length(prefix) + 1)) > 0
  then left(name, length(prefix) + position('/' in substring(name from length(prefix) + 1))) end`;

/**
 * One page in storage order: bytewise names, or (timestamp, name) rows compared as the storage
 * server's search_by_timestamp does. With the delimiter, everything below the next `/` is one
 * folder entry (named with its slash when sorting by name, as list_objects_with_delimiter does;
 * without it and dated by its oldest object when sorting by time, as search_by_timestamp does).
 */
async function page(tx: Queryable, q: Query): Promise<Entry[]> {
  const byName = q.column === 'name';
  const cmp = q.order === 'asc' ? '>' : '<';
  // Column and order come from the enums above.
  const orderBy = byName
    ? `name collate "C" ${q.order}`
    : `coalesce(date_trunc('milliseconds', ${q.column}), 'epoch'::timestamptz) ${q.order},
       name collate "C" ${q.order}`;
  const after = byName
    ? `name collate "C" ${cmp} start_after`
    : `row(date_trunc('milliseconds', ${q.column}), name collate "C") ${cmp}
         row(coalesce(nullif(column_after, '')::timestamptz, 'epoch'::timestamptz), start_after)`;
  const folderName = byName ? 'common_prefix' : `rtrim(common_prefix, '/')`;
  const folderDate = byName ? 'null::timestamptz' : 'min(created_at)';
  const levels = q.prefix === '' ? 1 : q.prefix.split('/').length;
  const sql = `
    with params as (
      select $1::text as bucket, $2::text as prefix, $3::text as start_after,
             $4::text as column_after, $5::text as name_like, $6::int as fetch_rows
    ), raw as (
      select name, id, updated_at, created_at, last_accessed_at, metadata,
             ${q.delimiter ? COMMON_PREFIX : 'null::text'} as common_prefix
        from storage.objects, params
       where bucket_id = params.bucket and name collate "C" like params.name_like escape '\\'
    ), entries as (
      select ${folderName} as name, null::uuid as id, ${folderDate} as updated_at,
             ${folderDate} as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
        from raw where common_prefix is not null group by common_prefix
      union all
      select name, id, updated_at, created_at, last_accessed_at, metadata
        from raw where common_prefix is null
    )
    select ${q.delimiter ? `split_part(name, '/', ${levels}) as key,` : ''}
           name, id, updated_at, created_at, last_accessed_at, metadata
      from entries, params
     where start_after = '' or ${after}
     order by ${orderBy}
     limit (select fetch_rows from params)`;
  const like = `${q.prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { rows } = await tx.query<Entry>(sql, [
    q.bucket,
    q.prefix,
    q.startAfter,
    q.columnAfter,
    like,
    q.fetch,
  ]);
  return rows;
}

function queryFrom(bucket: string, body: z.infer<typeof listV2Body>, cursor: ListCursor | null) {
  const limit = Math.min(body.limit ?? 1000, 1000);
  const column = cursor?.sortColumn ?? body.sortBy?.column ?? 'name';
  return {
    limit,
    query: {
      bucket,
      prefix: body.prefix ?? '',
      delimiter: body.with_delimiter === true,
      fetch: limit + 1,
      column,
      order: cursor?.sortOrder ?? body.sortBy?.order ?? 'asc',
      startAfter: cursor?.startAfter ?? '',
      columnAfter: cursor?.sortColumnAfter ?? '',
    } satisfies Query,
  };
}

/**
 * POST /object/list-v2/{bucket} {prefix, limit, cursor, with_delimiter, sortBy} ->
 * {hasNext, nextCursor, nextCursorKey, folders, objects} (listObjectsV2.ts and
 * ObjectStorage.listObjectsV2), read as the requester so RLS filters it. Like the storage
 * server it does not check that the bucket exists: an unknown one lists nothing.
 */
export async function handleListV2(
  ctx: LocalContext,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket } = splitBucketPath(rest);
  const auth = await authenticate(ctx, req, 'required');
  const body = await readBody(req, listV2Body);
  const cursor = body.cursor ? decodeCursor(body.cursor) : null;
  const { limit, query } = queryFrom(bucket, body, cursor);
  const scope = requestScope(req, url, 'storage.object.list');
  const rows = await asRequester(ctx, auth, scope, (tx) => page(tx, query));

  const shown = rows.slice(0, limit);
  const folders = shown
    .filter((row) => row.id === null)
    .map((row) => ({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` }));
  const objects = shown.filter((row) => row.id !== null);
  const last = shown[shown.length - 1];
  const hasNext = rows.length > limit && last !== undefined;
  const sortColumn = cursor?.sortColumn ?? body.sortBy?.column;
  const dated = sortColumn && sortColumn !== 'name' ? last?.[sortColumn] : null;
  return json({
    hasNext,
    nextCursor: hasNext
      ? encodeCursor({
          startAfter: last.name,
          sortOrder: cursor?.sortOrder ?? body.sortBy?.order,
          sortColumn,
          sortColumnAfter: dated ? new Date(dated).toISOString() : undefined,
        })
      : undefined,
    nextCursorKey: hasNext ? last.name : undefined,
    folders,
    objects,
  });
}
