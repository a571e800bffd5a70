import type { Queryable } from '../db/types.ts';

/** storage.objects.metadata as the storage server writes it (backend/adapter.ts ObjectMetadata). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: unknown;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  last_accessed_at: Date | string | null;
}

export interface NewObject {
  id: string;
  bucketId: string;
  name: string;
  version: string;
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata | null;
  userMetadata: unknown;
}

const ROW_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

const INSERT = `insert into storage.objects
  (id, bucket_id, name, version, owner, owner_id, metadata, user_metadata)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

function params(object: NewObject): unknown[] {
  return [
    object.id,
    object.bucketId,
    object.name,
    object.version,
    object.owner,
    object.ownerId,
    object.metadata === null ? null : JSON.stringify(object.metadata),
    object.userMetadata === undefined || object.userMetadata === null
      ? null
      : JSON.stringify(object.userMetadata),
  ];
}

/**
 * Creates the row, or with `upsert` replaces the one already at that name. A plain insert has no
 * RETURNING, so an INSERT policy alone is enough (as Supabase documents); an upsert needs SELECT
 * and UPDATE too, and returns the surviving row's id.
 */
export async function writeObject(
  tx: Queryable,
  object: NewObject,
  upsert: boolean,
): Promise<string> {
  if (!upsert) {
    await tx.query(INSERT, params(object));
    return object.id;
  }
  const { rows } = await tx.query<{ id: string }>(
    `${INSERT}
     on conflict (bucket_id, name) do update set
       version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       updated_at = now(), last_accessed_at = now()
     returning id`,
    params(object),
  );
  return rows[0]?.id ?? object.id;
}

export async function findObject(
  tx: Queryable,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${ROW_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0] ?? null;
}

export async function findObjectNames(
  tx: Queryable,
  bucketId: string,
  names: string[],
): Promise<Set<string>> {
  const { rows } = await tx.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucketId, names],
  );
  return new Set(rows.map((row) => row.name));
}

export async function deleteObjects(
  tx: Queryable,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  const { rows } = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${ROW_COLUMNS}`,
    [bucketId, names],
  );
  return rows;
}

/** Renames an object (move); null when RLS or absence leaves nothing to update. */
export async function renameObject(
  tx: Queryable,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string },
  owner: { owner: string | null; ownerId: string | null },
): Promise<{ id: string; version: string | null } | null> {
  const { rows } = await tx.query<{ id: string; version: string | null }>(
    `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, updated_at = now()
      where bucket_id = $1 and name = $2 returning id, version`,
    [from.bucketId, from.name, to.bucketId, to.name, owner.owner, owner.ownerId],
  );
  return rows[0] ?? null;
}

/** The version a name currently points at, read as the superuser (file clean-up). */
export async function currentVersion(
  db: Queryable,
  bucketId: string,
  name: string,
): Promise<string | null> {
  const { rows } = await db.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  return rows[0]?.version ?? null;
}
