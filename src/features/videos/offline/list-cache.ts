import type { CachedListRow } from '@/lib/db';
import { peekRow, putRowIfPresent } from '@/lib/idb-peek';
import { parseVideoList, type FeedVideo } from '../model/video';

export interface CachedList {
  videos: FeedVideo[];
  savedAt: number;
}

/**
 * The last copy of a list fetched on this device (Dexie's `lists` table), shown at once and
 * offline. Read without loading Dexie, so the first screens stay light.
 */
export async function readCachedList(key: string): Promise<CachedList | null> {
  const row = (await peekRow('lists', key)) as Partial<CachedListRow> | null;
  if (!row || typeof row.savedAt !== 'number') return null;
  try {
    return { videos: parseVideoList(row.rows), savedAt: row.savedAt };
  } catch {
    return null;
  }
}

/**
 * Keeps a list on the device. Public lists (`createDatabase` false) are written only once the
 * database exists — until then the service worker's copy of the same call serves them offline —
 * so a first visit never loads Dexie for them.
 */
export async function writeCachedList(
  key: string,
  videos: readonly FeedVideo[],
  createDatabase: boolean,
): Promise<void> {
  const row: CachedListRow = { key, rows: [...videos], savedAt: Date.now() };
  if (await putRowIfPresent('lists', row)) return;
  if (!createDatabase) return;
  const { db } = await import('@/lib/db');
  await db.lists.put(row);
}

/** Removes a deleted video from every cached list, so it does not come back offline. */
export async function forgetVideoInLists(videoId: string): Promise<void> {
  const { db } = await import('@/lib/db');
  await db.transaction('rw', db.lists, async () => {
    await db.lists.toCollection().modify((row) => {
      row.rows = row.rows.filter((video) => (video as { id?: unknown }).id !== videoId);
    });
  });
}
