import { db, type BlobRow, type OutboxRow } from '@/lib/db';
import type { EnqueueInput, OutboxMedia } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import { isWaiting } from '../model/status';
import { isBlobRefusal } from './blob-refusal';
import { assembleChunks, deleteChunks } from './media-chunks';

export interface EnqueueResult {
  id: string;
  /** False when an item with this id was already queued (a double tap, a replayed enqueue). */
  created: boolean;
}

/** Media (whole or in pieces), resume URLs and the row itself go together once an item is finished with. */
async function deleteItemData(row: OutboxRow): Promise<void> {
  if (row.mediaIds && row.mediaIds.length > 0) {
    await db.blobs.bulkDelete(row.mediaIds);
    await deleteChunks(row.mediaIds);
  }
  await db.uploads.where('fingerprint').startsWith(`${row.id}:`).delete();
}

/** The media as Blobs: kept on disk by the browser, never read into memory. */
const asBlobs = (media: readonly OutboxMedia[]): BlobRow[] =>
  media.map(({ id, blob, name, type }) => ({ id, blob, name, type }));

/** The media as bytes, for an IndexedDB that refuses Blobs. */
const asBytes = (media: readonly OutboxMedia[]): Promise<BlobRow[]> =>
  Promise.all(
    media.map(async ({ id, blob, name, type }) => ({
      id,
      data: await blob.arrayBuffer(),
      name,
      type,
    })),
  );

function insertWith<P>(
  input: EnqueueInput<P>,
  id: string,
  media: BlobRow[],
  now: number,
): Promise<EnqueueResult> {
  return db.transaction('rw', db.outbox, db.blobs, async () => {
    if (await db.outbox.get(id)) return { id, created: false };
    if (media.length > 0) await db.blobs.bulkPut(media);
    await db.outbox.add({
      id,
      kind: input.kind,
      payload: input.payload,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      updatedAt: now,
      bytesSent: 0,
      bytesTotal: input.bytesTotal ?? 0,
      mediaIds: media.map((item) => item.id),
    });
    return { id, created: true };
  });
}

/**
 * Stores an item and its media in one transaction. The id is the server's dedup key: enqueuing
 * the same id twice keeps the first item and stores nothing new. Media go in as Blobs; where
 * IndexedDB refuses them (Safari's private tabs: UnknownError), the same transaction is tried once
 * more with the media's bytes, so a private tab can still queue a file or a thumbnail.
 */
export async function insertItem<P>(input: EnqueueInput<P>, now: number): Promise<EnqueueResult> {
  const id = input.id ?? randomUuid();
  const media = input.media ?? [];
  try {
    return await insertWith(input, id, asBlobs(media), now);
  } catch (error) {
    if (media.length === 0 || !isBlobRefusal(error)) throw error;
    return insertWith(input, id, await asBytes(media), now);
  }
}

export function listItems(): Promise<OutboxRow[]> {
  return db.outbox.orderBy('createdAt').toArray();
}

/** The tray's order: newest first. */
export function listItemsNewestFirst(): Promise<OutboxRow[]> {
  return db.outbox.orderBy('createdAt').reverse().toArray();
}

/** Marks an item as being sent, unless it was cancelled or finished meanwhile (another tab). */
export async function claimItem(id: string, now: number): Promise<OutboxRow | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || !isWaiting(row)) return undefined;
    await db.outbox.update(id, { status: 'running', updatedAt: now });
    return { ...row, status: 'running' };
  });
}

export async function recordProgress(
  id: string,
  bytesSent: number,
  bytesTotal: number,
  now: number,
): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.status === 'running')
    .modify({ bytesSent, bytesTotal, shrinkPercent: null, updatedAt: now });
}

/**
 * The shrink's percent while it runs, when the item is queued (its preparation, offline too) or
 * being sent; the upload's first progress, or the end of the preparation, clears it.
 */
export async function recordShrinking(id: string, percent: number, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.status === 'running' || row.status === 'queued')
    .modify({ shrinkPercent: percent, updatedAt: now });
}

/** A preparation ended (done or given up): the tray stops saying 'Shrinking'. */
export async function endShrinking(id: string, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.shrinkPercent !== null && row.shrinkPercent !== undefined)
    .modify({ shrinkPercent: null, updatedAt: now });
}

export async function markProcessing(id: string, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.status === 'running')
    .modify({ status: 'processing', updatedAt: now });
}

export async function markDone(id: string, now: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.blobs, db.mediaChunks, db.uploads], async () => {
    const row = await db.outbox.get(id);
    if (!row) return;
    await deleteItemData(row);
    await db.outbox.update(id, {
      status: 'done',
      lastError: null,
      bytesSent: row.bytesTotal,
      updatedAt: now,
    });
  });
}

export async function markFailed(
  id: string,
  reason: string,
  attempts: number,
  now: number,
): Promise<void> {
  await db.outbox.update(id, { status: 'failed', lastError: reason, attempts, updatedAt: now });
}

export async function scheduleRetry(
  id: string,
  retry: { attempts: number; nextAttemptAt: number; lastError: string },
  now: number,
): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((row) => row.status === 'running' || row.status === 'processing')
    .modify({ status: 'queued', ...retry, updatedAt: now });
}

/** The user's Retry: a failed item starts over, a waiting one goes now. */
export async function retryItem(id: string, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row) return;
    if (row.status === 'failed') {
      await db.outbox.update(id, {
        status: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        updatedAt: now,
      });
    } else if (row.status === 'queued') {
      await db.outbox.update(id, { nextAttemptAt: now, updatedAt: now });
    }
  });
}

/** The user's Cancel: the item, its stored media and its resume URL go. */
export async function cancelItem(id: string): Promise<OutboxRow | undefined> {
  return db.transaction('rw', [db.outbox, db.blobs, db.mediaChunks, db.uploads], async () => {
    const row = await db.outbox.get(id);
    if (!row || row.status === 'done') return undefined;
    await deleteItemData(row);
    await db.outbox.delete(id);
    return row;
  });
}

/** Back online: every waiting item may try again now instead of sitting out its backoff. */
export async function wakeQueued(now: number): Promise<void> {
  await db.outbox.where('status').equals('queued').modify({ nextAttemptAt: now });
}

/** Finished items stay in the tray for a day, or until the user clears them. */
export async function removeDone(olderThan: number = Number.POSITIVE_INFINITY): Promise<void> {
  await db.outbox
    .where('status')
    .equals('done')
    .and((row) => row.updatedAt < olderThan)
    .delete();
}

function attachWith(itemId: string, media: BlobRow): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.blobs, async () => {
    const row = await db.outbox.get(itemId);
    if (!row) return false;
    await db.blobs.put(media);
    const mediaIds = [...new Set([...(row.mediaIds ?? []), media.id])];
    await db.outbox.update(itemId, { mediaIds });
    return true;
  });
}

/**
 * Keeps a file a job made (a shrunk video) with its item, so it goes with the item; false when
 * the item was cancelled meanwhile. Stored as bytes where IndexedDB refuses Blobs, as insertItem.
 */
export async function attachMedia(itemId: string, media: OutboxMedia): Promise<boolean> {
  try {
    return await attachWith(itemId, asBlobs([media])[0]!);
  } catch (error) {
    if (!isBlobRefusal(error)) throw error;
    return attachWith(itemId, (await asBytes([media]))[0]!);
  }
}

export async function storedMedia(id: string): Promise<Blob | undefined> {
  const row = await db.blobs.get(id);
  if (!row) return undefined;
  if (row.chunked) return assembleChunks(id, row.type);
  return row.blob ?? new Blob(row.data ? [row.data] : [], { type: row.type });
}
