import { randomUUID } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import {
  asRequester,
  testAsRequester,
  type AuthContext,
  type RequestScope,
} from './auth-context.ts';
import type { StoredFile } from './body-sink.ts';
import type { ObjectKey, ObjectStore } from './object-store.ts';
import { writeObject, type ObjectMetadata } from './objects-repo.ts';

export function objectMetadata(
  file: StoredFile,
  mimeType: string,
  cacheControl: string,
): ObjectMetadata {
  return {
    eTag: file.eTag,
    size: file.size,
    mimetype: mimeType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

/**
 * The storage server's canUpload: tries the row write as the requester and rolls it back, so a
 * request RLS would refuse (or a duplicate without upsert) is turned away before any bytes are
 * accepted.
 */
export function probeWrite(
  ctx: LocalContext,
  auth: AuthContext,
  scope: RequestScope,
  key: ObjectKey,
  upsert: boolean,
): Promise<void> {
  return testAsRequester(ctx, auth, scope, (tx) =>
    writeObject(
      tx,
      {
        id: randomUUID(),
        bucketId: key.bucket,
        name: key.name,
        version: randomUUID(),
        owner: auth.owner,
        ownerId: auth.ownerId,
        metadata: null,
        userMetadata: null,
      },
      upsert,
    ),
  );
}

export interface CommitRequest {
  key: ObjectKey;
  /** The finished file; it is renamed into the store, or left where it is if the write fails. */
  source: string;
  version: string;
  upsert: boolean;
  auth: AuthContext;
  scope: RequestScope;
  metadata: ObjectMetadata;
  userMetadata: unknown;
}

/**
 * Writes the storage.objects row as the requester (so RLS decides) and moves the bytes into
 * place in the same transaction; returns the object id. Superseded versions are removed after.
 */
export function commitObject(
  ctx: LocalContext,
  store: ObjectStore,
  request: CommitRequest,
): Promise<string> {
  const { key, source, version, auth } = request;
  return store.locked([key], async () => {
    let placed: string | null = null;
    try {
      return await asRequester(ctx, auth, request.scope, async (tx) => {
        const id = await writeObject(
          tx,
          {
            id: randomUUID(),
            bucketId: key.bucket,
            name: key.name,
            version,
            owner: auth.owner,
            ownerId: auth.ownerId,
            metadata: request.metadata,
            userMetadata: request.userMetadata,
          },
          request.upsert,
        );
        placed = await store.place(source, key, version);
        return id;
      });
    } catch (error) {
      if (placed) await store.unplace(placed, source);
      throw error;
    } finally {
      await store.reconcile(ctx.db, key);
    }
  });
}
