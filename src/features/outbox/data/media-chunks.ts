import { db, type MediaChunkRow } from '@/lib/db';
import { isBlobRefusal } from './blob-refusal';

/**
 * Issue 39: a file an outbox job writes as it goes (a video shrunk on the device), stored piece by
 * piece in `mediaChunks` instead of being built in memory. Pieces arrive at byte offsets, as
 * mediabunny's StreamTarget hands them over: almost always at the end, and at the very end a few
 * small writes back over bytes already stored (a WebM or MP4 header learns the file's size and
 * length last). Each piece is a Blob, which Chromium keeps on disk; where IndexedDB refuses Blobs
 * (Safari's private tabs) it is kept as bytes instead.
 */
export interface ChunkWriter {
  /** Writes `bytes` at byte `position`: appended at the end, or over bytes written before. */
  write(position: number, bytes: Uint8Array): Promise<void>;
  /** Bytes written so far (the file's length). */
  readonly size: number;
  /** Refuses further writes; resolves once the write in progress, if any, is over. */
  close(): Promise<void>;
}

const pieceSize = (data: MediaChunkRow['data']) =>
  data instanceof Blob ? data.size : data.byteLength;

/** The pieces of a file in order of their offset. */
function piecesOf(mediaId: string, below = Infinity): Promise<MediaChunkRow[]> {
  return db.mediaChunks
    .where('[mediaId+start]')
    .between([mediaId, 0], [mediaId, below], true, false)
    .toArray();
}

/** `data` with `bytes` written at `offset` (inside it); a Blob stays a Blob, nothing is read. */
function overwritten(data: MediaChunkRow['data'], offset: number, bytes: Uint8Array) {
  if (data instanceof Blob)
    return new Blob([data.slice(0, offset), bytes.slice(), data.slice(offset + bytes.byteLength)]);
  const copy = new Uint8Array(data.slice(0));
  copy.set(bytes, offset);
  return copy.buffer;
}

/** Writes `bytes` over the stored pieces they fall on (they lie wholly inside the file). */
async function patch(mediaId: string, position: number, bytes: Uint8Array): Promise<void> {
  const end = position + bytes.byteLength;
  await db.transaction('rw', db.mediaChunks, async () => {
    for (const piece of await piecesOf(mediaId, end)) {
      const pieceEnd = piece.start + pieceSize(piece.data);
      if (pieceEnd <= position) continue;
      const from = Math.max(position, piece.start);
      const to = Math.min(end, pieceEnd);
      const part = bytes.subarray(from - position, to - position);
      await db.mediaChunks.put({
        ...piece,
        data: overwritten(piece.data, from - piece.start, part),
      });
    }
  });
}

/**
 * Starts writing the file `mediaId` from nothing (its old pieces must be gone). Writes run one at
 * a time, in the order they are made; one that would leave a gap after the end is refused (the
 * StreamTarget pads its own gaps).
 */
export function chunkWriter(mediaId: string): ChunkWriter {
  let size = 0;
  let asBytes = false;
  const append = async (bytes: Uint8Array) => {
    const row = (data: MediaChunkRow['data']) => ({ mediaId, start: size, data });
    if (!asBytes) {
      try {
        await db.mediaChunks.add(row(new Blob([bytes.slice()])));
        return;
      } catch (error) {
        if (!isBlobRefusal(error)) throw error;
        asBytes = true;
      }
    }
    await db.mediaChunks.add(row(bytes.slice().buffer));
  };
  const write = async (position: number, bytes: Uint8Array) => {
    if (position > size) throw new Error(`A write at ${position} would leave a gap after ${size}`);
    const end = position + bytes.byteLength;
    if (position < size) await patch(mediaId, position, bytes.subarray(0, size - position));
    if (end > size) {
      await append(bytes.subarray(size - position));
      size = end;
    }
  };
  let last: Promise<unknown> = Promise.resolve();
  let closed = false;
  return {
    get size() {
      return size;
    },
    write(position, bytes) {
      if (closed) return Promise.reject(new Error(`${mediaId} is closed`));
      const next = last.catch(() => undefined).then(() => write(position, bytes));
      last = next;
      return next;
    },
    async close() {
      closed = true;
      await last.catch(() => undefined);
    },
  };
}

/**
 * The file as one Blob over its stored pieces: where they are Blobs (on disk in Chromium) nothing
 * is read into memory. Empty when nothing was written.
 */
export async function assembleChunks(mediaId: string, type: string): Promise<Blob> {
  const pieces = await piecesOf(mediaId);
  return new Blob(
    pieces.map((piece) => piece.data),
    { type },
  );
}

/** Deletes every stored piece of these files. */
export async function deleteChunks(mediaIds: readonly string[]): Promise<void> {
  if (mediaIds.length > 0) await db.mediaChunks.where('mediaId').anyOf(mediaIds).delete();
}

/**
 * Pieces of files that were never finished (the app closed or crashed mid-write): a finished file
 * has a `blobs` row marked `chunked`. Called under the outbox lock, when no job can be writing.
 */
export async function deleteUnfinishedChunks(): Promise<number> {
  return db.transaction('rw', db.mediaChunks, db.blobs, async () => {
    const written = (await db.mediaChunks.orderBy('mediaId').uniqueKeys()) as string[];
    const finished = await db.blobs.bulkGet(written);
    const unfinished = written.filter((_id, index) => !finished[index]?.chunked);
    if (unfinished.length === 0) return 0;
    return db.mediaChunks.where('mediaId').anyOf(unfinished).delete();
  });
}
