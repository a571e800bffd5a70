import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { db, type ChunkRow, type TakeRow } from '@/lib/db';
import { HEAD_BYTES, patchWebmDuration } from '../model/webm-duration';

export async function createTake(
  id: string,
  mimeType: string,
  now: number,
  entry?: ChallengeEntryIntent,
): Promise<TakeRow> {
  const take: TakeRow = {
    id,
    mimeType,
    startedAt: now,
    duration: 0,
    status: 'recording',
    bytes: 0,
    updatedAt: now,
    ...(entry ? { entry } : {}),
  };
  await db.takes.add(take);
  return take;
}

/** Bytes a stored chunk holds: an ArrayBuffer, or a Blob in rows saved before design decision 9. */
function chunkSize(data: ChunkRow['data']): number {
  return 'byteLength' in data ? data.byteLength : data.size;
}

/**
 * Stores one timeslice of media and the take's new length in one transaction, so the take row
 * always describes exactly the chunks that made it to disk. The bytes are stored as an
 * ArrayBuffer, never a Blob: Safari's private tabs refuse Blobs in IndexedDB (UnknownError).
 */
export async function appendChunk(
  takeId: string,
  seq: number,
  data: Blob,
  durationSeconds: number,
  now: number,
): Promise<void> {
  // Read before the transaction: awaiting anything but IndexedDB inside it would end it.
  const bytes = await data.arrayBuffer();
  await db.transaction('rw', db.takes, db.chunks, async () => {
    await db.chunks.add({ takeId, seq, data: bytes });
    const take = await db.takes.get(takeId);
    if (!take) throw new Error(`Take ${takeId} is gone`);
    await db.takes.update(takeId, {
      duration: Math.max(take.duration, durationSeconds),
      bytes: take.bytes + bytes.byteLength,
      updatedAt: now,
    });
  });
}

/**
 * The take's leading chunks, in order, until they hold HEAD_BYTES. Chrome may hand over the
 * header in pieces (seen: a first timeslice of a single byte), so the first chunk alone is not
 * enough.
 */
async function leadingChunks(takeId: string): Promise<ChunkRow[]> {
  const leading: ChunkRow[] = [];
  let size = 0;
  await db.chunks
    .where('[takeId+seq]')
    .between([takeId, 0], [takeId, Infinity])
    .until(() => size >= HEAD_BYTES)
    .each((chunk) => {
      leading.push(chunk);
      size += chunkSize(chunk.data);
    });
  return leading;
}

interface HeadRewrite {
  /** The first chunk's new data: the patched header and the rest of the chunks it replaces. */
  first: ChunkRow;
  /** Chunks whose bytes moved into the first one. */
  merged: ChunkRow[];
  /** Bytes the take grows by. */
  grownBy: number;
}

/** Where the patched header goes: into the first chunk, with every chunk it reaches into. */
async function durationRewrite(
  take: TakeRow,
  durationSeconds: number,
): Promise<HeadRewrite | undefined> {
  if (!take.mimeType.startsWith('video/webm')) return undefined;
  const leading = await leadingChunks(take.id);
  const first = leading[0];
  if (!first) return undefined;
  const head = new Blob(leading.map((chunk) => chunk.data));
  const patch = await patchWebmDuration(head, durationSeconds * 1000);
  if (!patch) return undefined;
  const replaced: ChunkRow[] = [];
  let covered = 0;
  for (const chunk of leading) {
    if (covered >= patch.replacedBytes) break;
    replaced.push(chunk);
    covered += chunkSize(chunk.data);
  }
  const data = await new Blob([
    patch.head as BlobPart,
    head.slice(patch.replacedBytes, covered),
  ]).arrayBuffer();
  return {
    first: { ...first, data },
    merged: replaced.slice(1),
    grownBy: data.byteLength - covered,
  };
}

/**
 * Ends a take: its WebM header gets the duration (recorded time measured while recording, pauses
 * left out, or the last one saved for an interrupted take) and it becomes a draft that can be
 * previewed and submitted. A take that stored no data (the camera sent nothing) is removed
 * instead, and undefined comes back: there is nothing to preview or send.
 */
export async function finishTake(
  takeId: string,
  now: number,
  durationSeconds?: number,
): Promise<TakeRow | undefined> {
  const take = await db.takes.get(takeId);
  if (!take || take.status !== 'recording') return take;
  const duration = durationSeconds ?? take.duration;
  const rewrite = await durationRewrite(take, duration);
  return db.transaction('rw', db.takes, db.chunks, async () => {
    // Another finish (a second tab's recovery, say) may have won the race meanwhile.
    const current = await db.takes.get(takeId);
    if (!current || current.status !== 'recording') return current;
    if ((await db.chunks.where('takeId').equals(takeId).count()) === 0) {
      await db.takes.delete(takeId);
      return undefined;
    }
    if (rewrite) {
      await db.chunks.put(rewrite.first);
      await db.chunks.bulkDelete(rewrite.merged.flatMap((chunk) => chunk.id ?? []));
    }
    const bytes = current.bytes + (rewrite?.grownBy ?? 0);
    const finished: TakeRow = { ...current, status: 'recorded', duration, bytes, updatedAt: now };
    await db.takes.put(finished);
    return finished;
  });
}

/** Keeps the entry ticket the server issued when the take started (its row exists by then). */
export async function setTakeEntry(takeId: string, entry: ChallengeEntryIntent): Promise<void> {
  await db.takes.update(takeId, { entry });
}

export function getTake(takeId: string): Promise<TakeRow | undefined> {
  return db.takes.get(takeId);
}

export async function markTakeQueued(takeId: string, now: number): Promise<void> {
  await db.takes.update(takeId, { status: 'queued', updatedAt: now });
}

/**
 * Drafts: takes not yet sent — recorded (interrupted ones once recovered), or queued once but no
 * longer in the outbox (the upload was cancelled from the tray); `inOutbox` is what the outbox
 * port says it still holds. Newest first. A take still being recorded is not a draft yet, unless
 * it is `unfinished`: cut off, but its recovery was refused (a full disk), so it is shown as is.
 */
export async function listDrafts(
  inOutbox: ReadonlySet<string>,
  unfinished: ReadonlySet<string> = new Set(),
): Promise<TakeRow[]> {
  const takes = await db.takes.orderBy('startedAt').reverse().toArray();
  const isDraft = (take: TakeRow) =>
    take.status === 'recorded' ||
    take.status === 'queued' ||
    (take.status === 'recording' && unfinished.has(take.id));
  return takes.filter((take) => isDraft(take) && !inOutbox.has(take.id));
}
