import { db } from '@/lib/db';
import type { MediaWriter } from '@/lib/outbox-port';
import { assembleChunks, chunkWriter, deleteChunks } from './media-chunks';

/**
 * Starts a file that item `itemId` writes piece by piece under `mediaId` (issue 39). What an
 * earlier attempt left under that id (the app closed mid-write) goes first. The id joins the
 * item's media at once, so a Cancel or the item's end deletes the pieces even before the file is
 * finished. Null when the item is gone.
 */
export async function openWrittenMedia(
  itemId: string,
  mediaId: string,
): Promise<MediaWriter | null> {
  const opened = await db.transaction('rw', [db.outbox, db.blobs, db.mediaChunks], async () => {
    const row = await db.outbox.get(itemId);
    if (!row) return false;
    await db.blobs.delete(mediaId);
    await deleteChunks([mediaId]);
    const mediaIds = [...new Set([...(row.mediaIds ?? []), mediaId])];
    await db.outbox.update(itemId, { mediaIds });
    return true;
  });
  if (!opened) return null;
  const writer = chunkWriter(mediaId);
  return {
    write: (position, bytes) => writer.write(position, bytes),
    file: (type) => assembleChunks(mediaId, type),
    keep: async (name, type) => {
      await writer.close();
      return keepWrittenMedia(itemId, { id: mediaId, name, type });
    },
    discard: async () => {
      await writer.close();
      await discardWrittenMedia(mediaId);
    },
  };
}

/**
 * Marks the file finished and kept with its item (storedMedia reads it from its pieces); false,
 * and the pieces deleted, when the item was cancelled meanwhile.
 */
async function keepWrittenMedia(
  itemId: string,
  media: { id: string; name: string; type: string },
): Promise<boolean> {
  return db.transaction('rw', [db.outbox, db.blobs, db.mediaChunks], async () => {
    if (!(await db.outbox.get(itemId))) {
      await deleteChunks([media.id]);
      return false;
    }
    await db.blobs.put({ ...media, chunked: true });
    return true;
  });
}

async function discardWrittenMedia(mediaId: string): Promise<void> {
  await db.transaction('rw', [db.blobs, db.mediaChunks], async () => {
    await db.blobs.delete(mediaId);
    await deleteChunks([mediaId]);
  });
}
