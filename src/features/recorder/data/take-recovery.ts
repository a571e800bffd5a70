/**
 * Which takes are being recorded right now (Web Locks) and what becomes of the ones cut off
 * mid-recording (closed tab, crash): drafts with what reached disk. take-store.ts keeps the rows.
 */
import { db, type TakeRow } from '@/lib/db';
import { finishTake } from './take-store';

/** A take still 'recording' whose last chunk is older than this was cut off (closed tab, crash). */
export const INTERRUPTED_AFTER_MS = 10_000;

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
async function forgetEmptyTakes(): Promise<string[]> {
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
