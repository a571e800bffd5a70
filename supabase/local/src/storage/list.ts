import { z } from 'zod';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, requestScope } from './auth-context.ts';
import { findBucket } from './buckets.ts';
import { splitBucketPath } from './paths.ts';
import { readBody } from './request-body.ts';

const listBody = z.object({
  prefix: z.string(),
  limit: z.number().int().min(1).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().optional(),
  // listObjects.ts's schema: a sortBy names its column, and an order is asc or desc.
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .optional(),
});

/** Escapes LIKE wildcards so a prefix or search matches literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The listing storage.search (legacy v1) computes: the entries one level below `prefix`, folders
 * first (id and dates null), then files, matching `search` as a case-insensitive name prefix.
 */
export async function handleList(
  ctx: LocalContext,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket } = splitBucketPath(rest);
  const auth = await authenticate(ctx, req, 'required');
  const body = await readBody(req, listBody);
  await findBucket(ctx.db, bucket);

  // storage treats the prefix as a folder.
  const prefix =
    body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix;
  const level = prefix.split('/').length;
  const column = body.sortBy?.column ?? 'name';
  const order = body.sortBy?.order ?? 'asc';
  const pattern = `${likeLiteral(prefix)}${likeLiteral(body.search ?? '')}%`;

  const scope = requestScope(req, url, 'storage.object.list');
  const rows = await asRequester(ctx, auth, scope, async (tx) => {
    const result = await tx.query<Record<string, unknown>>(
      `with matches as (
         select path_tokens, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects
          where bucket_id = $1 and name ilike $2
       ), entries as (
         select 0 as kind, path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from matches where array_length(path_tokens, 1) <> $3 group by path_tokens[$3]
         union all
         select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
           from matches where array_length(path_tokens, 1) = $3
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
        order by kind, case when kind = 0 then name end ${order}, ${column} ${order}, name ${order}
        limit $4 offset $5`,
      [bucket, pattern, level, body.limit ?? 100, body.offset ?? 0],
    );
    return result.rows;
  });
  return json(rows);
}
