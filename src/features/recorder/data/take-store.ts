import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { db, type ChunkRow, type TakeRow } from '@/lib/db';
import { HEAD_BYTES, patchWebmDuration } from '../model/webm-duration';

/** A take still 'recording' whose last chunk is older than this was cut off (closed tab, crash). */
export const INTERRUPTED_AFTER_MS = 10_000;

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
export function chunkSize(data: ChunkRow['data']): number {
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

/** The Web Lock a tab holds while it records a take; the browser drops it when the tab goes. */
export function takeLockName(takeId: string): string {
  return `laughloop-take:${takeId}`;
}

/** Takes being recorded right now in some tab, or null where the Web Locks API is missing. */
export async function liveTakeIds(): Promise<ReadonlySet<string> | null> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  const { held = [] } = await locks.query();
  const prefix = takeLockName('');
  return new Set(
    held.flatMap(({ name }) => (name?.startsWith(prefix) ? [name.slice(prefix.length)] : [])),
  );
}

/**
 * Keeps a paused take from looking cut off where Web Locks are missing: no chunk arrives while it
 * is paused, and a take that stops growing counts as interrupted after INTERRUPTED_AFTER_MS.
 */
export async function touchTake(takeId: string, now: number): Promise<void> {
  await db.takes.update(takeId, { updatedAt: now });
}

/** A take cut off mid-recording becomes a draft with what reached disk; an empty one goes. */
async function recoverTake(takeId: string, now: number): Promise<boolean> {
  const take = await finishTake(takeId, now);
  return take?.status === 'recorded';
}

/**
 * Removes finished takes that hold no media. Versions before issue 39 finished a take the camera
 * sent nothing for as 'recorded' with no chunks: Drafts listed it, its preview said it was no
 * longer on this device and Submit failed. Returns the ids removed.
 */
export async function forgetEmptyTakes(): Promise<string[]> {
  return db.transaction('rw', db.takes, db.chunks, async () => {
    const recorded = await db.takes.where('status').equals('recorded').primaryKeys();
    const empty: string[] = [];
    for (const takeId of recorded)
      if ((await db.chunks.where('takeId').equals(takeId).count()) === 0) empty.push(takeId);
    await db.takes.bulkDelete(empty);
    return empty;
  });
}

/**
 * Called for a cut-off take that could not be made a draft because a write was refused (WebKit
 * refuses every write, even a small one, once the site's quota is full). Its chunks are intact:
 * Drafts lists it as interrupted (see listDrafts) until a later visit can finish it.
 */
export type OnUnfinished = (takeId: string, error: unknown) => void;

const rethrow: OnUnfinished = (_takeId, error) => {
  throw error;
};

async function recoverOrReport(
  takeId: string,
  now: number,
  onUnfinished: OnUnfinished,
): Promise<boolean> {
  try {
    return await recoverTake(takeId, now);
  } catch (error) {
    onUnfinished(takeId, error);
    return false;
  }
}

/**
 * Recovers a take only while holding its lock, taken if free: a snapshot of the live takes can be
 * older than a take the recorder has just started (it creates the row once it holds the lock), and
 * recovering that one would delete it before its first chunk arrives.
 */
function recoverUnlessLive(
  takeId: string,
  now: number,
  onUnfinished: OnUnfinished,
): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return recoverOrReport(takeId, now, onUnfinished);
  return locks.request(takeLockName(takeId), { ifAvailable: true }, (lock) =>
    lock ? recoverOrReport(takeId, now, onUnfinished) : false,
  );
}

/**
 * Takes cut off mid-recording (closed tab, crash) become drafts with everything that reached
 * disk. A take is cut off when no tab holds its lock or, without Web Locks, when it has not grown
 * (or, paused, been touched) for a while. Finished takes left without media are removed first.
 */
export async function recoverInterruptedTakes(
  now: number,
  live: ReadonlySet<string> | null,
  onUnfinished: OnUnfinished = rethrow,
): Promise<string[]> {
  // A leftover empty row is only clutter: failing to remove it never holds up a recovery.
  await forgetEmptyTakes().catch((error: unknown) =>
    console.warn('Could not remove empty takes', error),
  );
  const interrupted = (take: TakeRow) =>
    live ? !live.has(take.id) : take.updatedAt < now - INTERRUPTED_AFTER_MS;
  const stale = await db.takes.where('status').equals('recording').and(interrupted).toArray();
  const recovered: string[] = [];
  for (const take of stale)
    if (await recoverUnlessLive(take.id, now, onUnfinished)) recovered.push(take.id);
  return recovered;
}

/**
 * Recovers the takes another tab still holds as soon as it lets go. A tab that was just closed
 * keeps its lock for a moment while it is torn down; a tab that finishes its take normally
 * turns it into a draft before letting go, so recovering it then changes nothing.
 */
export async function recoverWhenReleased(
  live: ReadonlySet<string>,
  signal: AbortSignal,
  onUnfinished: OnUnfinished = rethrow,
): Promise<void> {
  const locks = globalThis.navigator?.locks;
  const held = await db.takes.where('status').equals('recording').primaryKeys();
  const waiting = held.filter((takeId) => live.has(takeId));
  if (!locks || waiting.length === 0) return;
  await Promise.all(
    waiting.map((takeId) =>
      locks
        .request(takeLockName(takeId), { signal }, () =>
          recoverOrReport(takeId, Date.now(), onUnfinished),
        )
        .catch((error: unknown) => {
          if (!signal.aborted) throw error;
        }),
    ),
  );
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
