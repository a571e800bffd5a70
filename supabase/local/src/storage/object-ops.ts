import { randomUUID } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { z } from 'zod';
import type { LocalContext } from '../context.ts';
import { json } from '../http/responses.ts';
import { asRequester, authenticate, requestScope } from './auth-context.ts';
import { findBucket } from './buckets.ts';
import { errors } from './errors.ts';
import type { ObjectKey, ObjectStore } from './object-store.ts';
import { commitObject } from './object-writer.ts';
import { deleteObjects, findObject, renameObject } from './objects-repo.ts';
import { assertBucketName, assertObjectName, splitBucketPath } from './paths.ts';
import { readBody } from './request-body.ts';

const prefixesBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });
const transferBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().optional(),
  copyMetadata: z.boolean().optional(),
});

async function cleanUp(ctx: LocalContext, store: ObjectStore, keys: ObjectKey[]) {
  await Promise.all(keys.map((key) => store.locked([key], () => store.reconcile(ctx.db, key))));
}

/**
 * DELETE /object/{bucket} {prefixes} -> the deleted rows, and DELETE /object/{bucket}/{path}.
 * Rows are deleted as the requester (DELETE policies decide); files follow once committed.
 */
export async function handleDelete(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const { bucket, name } = splitBucketPath(rest);
  const auth = await authenticate(ctx, req, 'required');
  const many = name === '';
  const names = many ? (await readBody(req, prefixesBody)).prefixes : [assertObjectName(name)];
  await findBucket(ctx.db, bucket);
  const scope = requestScope(
    req,
    url,
    many ? 'storage.object.delete_many' : 'storage.object.delete',
  );
  const deleted = await asRequester(ctx, auth, scope, (tx) => deleteObjects(tx, bucket, names));
  await cleanUp(
    ctx,
    store,
    deleted.map((row) => ({ bucket, name: row.name })),
  );
  if (many) return json(deleted);
  if (deleted.length === 0) throw errors.objectNotFound();
  return json({ message: 'Successfully deleted' });
}

function transferKeys(body: z.infer<typeof transferBody>): { from: ObjectKey; to: ObjectKey } {
  return {
    from: { bucket: assertBucketName(body.bucketId), name: assertObjectName(body.sourceKey) },
    to: {
      bucket: assertBucketName(body.destinationBucket ?? body.bucketId),
      name: assertObjectName(body.destinationKey),
    },
  };
}

/** POST /object/move: renames the row as the requester (UPDATE policies) and moves the file. */
export async function handleMove(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const { from, to } = transferKeys(await readBody(req, transferBody));
  await findBucket(ctx.db, from.bucket);
  await findBucket(ctx.db, to.bucket);
  const scope = requestScope(req, url, 'storage.object.move');
  await store.locked([from, to], async () => {
    let placed: { path: string; source: string } | null = null;
    try {
      await asRequester(ctx, auth, scope, async (tx) => {
        const moved = await renameObject(
          tx,
          { bucketId: from.bucket, name: from.name },
          { bucketId: to.bucket, name: to.name },
          auth,
        );
        if (!moved?.version) throw errors.objectNotFound();
        const source = store.versionPath(from, moved.version);
        placed = { path: await store.place(source, to, moved.version), source };
      });
    } catch (error) {
      const undo = placed as { path: string; source: string } | null;
      if (undo) await store.unplace(undo.path, undo.source);
      throw error;
    } finally {
      await store.reconcile(ctx.db, from);
      await store.reconcile(ctx.db, to);
    }
  });
  return json({ message: 'Successfully moved' });
}

/**
 * POST /object/copy: the source must be readable (SELECT) and the copy insertable (INSERT, or
 * an upsert with `x-upsert: true`) by the requester. Answers `{Id, Key}`.
 */
export async function handleCopy(
  ctx: LocalContext,
  store: ObjectStore,
  req: Request,
  url: URL,
): Promise<Response> {
  const auth = await authenticate(ctx, req, 'required');
  const body = await readBody(req, transferBody);
  const { from, to } = transferKeys(body);
  await findBucket(ctx.db, from.bucket);
  await findBucket(ctx.db, to.bucket);
  const scope = requestScope(req, url, 'storage.object.copy');
  const source = await asRequester(ctx, auth, scope, (tx) =>
    findObject(tx, from.bucket, from.name),
  );
  if (!source?.version || !source.metadata) throw errors.objectNotFound();

  const tempPath = await store.tempPath();
  try {
    await copyFile(store.versionPath(from, source.version), tempPath).catch(() => {
      throw errors.objectNotFound();
    });
    const id = await commitObject(ctx, store, {
      key: to,
      source: tempPath,
      version: randomUUID(),
      upsert: req.headers.get('x-upsert') === 'true',
      auth,
      scope,
      metadata: { ...source.metadata, lastModified: new Date().toISOString() },
      userMetadata: body.copyMetadata === false ? null : source.user_metadata,
    });
    return json({ Id: id, Key: `${to.bucket}/${to.name}` });
  } finally {
    await store.discard(tempPath);
  }
}
