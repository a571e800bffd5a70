import { db } from '@/lib/db';
import type { TakesPort } from '@/lib/takes-port';

/**
 * A recorder take as one Blob of the take's mimeType: its chunk rows in order (ArrayBuffers, or
 * Blobs in rows saved before design decision 9). Undefined when the take or its chunks are gone.
 */
export async function takeBlob(takeId: string): Promise<Blob | undefined> {
  const take = await db.takes.get(takeId);
  if (!take) return undefined;
  const chunks = await db.chunks
    .where('[takeId+seq]')
    .between([takeId, 0], [takeId, Infinity])
    .toArray();
  if (chunks.length === 0) return undefined;
  return new Blob(
    chunks.map((chunk) => chunk.data),
    { type: take.mimeType },
  );
}

/** Removes a take and its media (after the server confirmed its video, or on the user's request). */
export async function deleteTake(takeId: string): Promise<void> {
  await db.transaction('rw', db.takes, db.chunks, async () => {
    await db.chunks.where('takeId').equals(takeId).delete();
    await db.takes.delete(takeId);
  });
}

/** The recorder's side of src/lib/takes-port, for the service worker (Dexie is loaded there). */
export const takesPort: TakesPort = { takeBlob, deleteTake };
