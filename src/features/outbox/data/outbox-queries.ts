import { liveQuery } from 'dexie';
import { db, type OutboxRow } from '@/lib/db';
import type { SubmitVideoPayload } from '@/domain/upload';
import { SUBMIT_VIDEO } from '@/domain/outbox-kinds';
import type { OutboxEntry } from '@/lib/outbox-port';
import { isHeld, isWaiting, OUTBOX_STATUS } from '../model/status';

/** A row as other features may see it: no status word leaves the outbox (OutboxEntry). */
function toEntry<P>(row: OutboxRow): OutboxEntry<P> {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload as P,
    createdAt: row.createdAt,
    waiting: isWaiting(row),
    failure: row.status === OUTBOX_STATUS.failed ? row.lastError : null,
  };
}

function isAbout(row: OutboxRow, videoId: string): boolean {
  return (row.payload as { videoId?: unknown } | null)?.videoId === videoId;
}

export async function waitingItems<P>(kind: string, videoId?: string): Promise<OutboxEntry<P>[]> {
  const rows = await db.outbox.where('kind').equals(kind).toArray();
  return rows
    .filter((row) => isWaiting(row) && (videoId === undefined || isAbout(row, videoId)))
    .sort(oldestFirst)
    .map((row) => toEntry<P>(row));
}

function oldestFirst(a: OutboxRow, b: OutboxRow): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Follows the rows of `kind` in every tab; returns the function that stops. */
function watchKind(kind: string, what: string, onRows: (rows: OutboxRow[]) => void): () => void {
  const subscription = liveQuery(() => db.outbox.where('kind').equals(kind).toArray()).subscribe({
    next: onRows,
    error: (error: unknown) => console.error(`Could not follow ${what}`, error),
  });
  return () => subscription.unsubscribe();
}

export function watchUploads(
  onChange: (uploads: OutboxEntry<SubmitVideoPayload>[]) => void,
): () => void {
  return watchKind(SUBMIT_VIDEO, 'the queued uploads', (rows) =>
    onChange(rows.filter(isHeld).map((row) => toEntry<SubmitVideoPayload>(row))),
  );
}

/** Every item counts, finished ones too: a take is deleted once its video is confirmed. */
export function watchTakesInOutbox(onChange: (takeIds: ReadonlySet<string>) => void): () => void {
  return watchKind(SUBMIT_VIDEO, 'the queued takes', (rows) =>
    onChange(
      new Set(
        rows
          .map((row) => (row.payload as Partial<SubmitVideoPayload> | null)?.takeId)
          .filter((takeId): takeId is string => typeof takeId === 'string'),
      ),
    ),
  );
}

export function watchHeld<P>(
  kind: string,
  onChange: (items: OutboxEntry<P>[]) => void,
): () => void {
  return watchKind(kind, `the queued ${kind} items`, (rows) =>
    onChange(
      rows
        .filter(isHeld)
        .sort(oldestFirst)
        .map((row) => toEntry<P>(row)),
    ),
  );
}
