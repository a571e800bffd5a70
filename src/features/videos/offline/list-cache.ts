import type { CachedListRow } from '@/lib/db';
import { peekRow, putRowIfPresent } from '@/lib/idb-peek';
import { VIDEO_CACHES } from '@/sw/video-caches';
import { parseVideoList, type FeedVideo } from '../model/video';

export interface CachedList {
  videos: FeedVideo[];
  savedAt: number;
}

/** The service worker's copy of a public list call (kept on a first visit, before any database). */
async function readServiceWorkerCopy(url: string): Promise<CachedList | null> {
  if (typeof caches === 'undefined') return null;
  const response = await (await caches.open(VIDEO_CACHES.lists)).match(url, { ignoreVary: true });
  if (!response) return null;
  const savedAt = Date.parse(response.headers.get('date') ?? '');
  return {
    videos: parseVideoList(await response.json()),
    savedAt: Number.isNaN(savedAt) ? 0 : savedAt,
  };
}

/**
 * The last copy of a list fetched on this device (Dexie's `lists` table), shown at once and
 * offline. Read without loading Dexie, so the first screens stay light. Public lists fall back to
 * the service worker's copy of their call (`publicUrl`).
 */
export async function readCachedList(key: string, publicUrl?: string): Promise<CachedList | null> {
  const row = (await peekRow('lists', key)) as Partial<CachedListRow> | null;
  if (row && typeof row.savedAt === 'number') {
    try {
      return { videos: parseVideoList(row.rows), savedAt: row.savedAt };
    } catch {
      // A row this version cannot read: try the other copy.
    }
  }
  return publicUrl ? readServiceWorkerCopy(publicUrl).catch(() => null) : null;
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

/** A video's row in any list kept on this device (offline, or while the network answers). */
export async function findInCachedLists(videoId: string): Promise<unknown> {
  const { db } = await import('@/lib/db');
  for (const list of await db.lists.toArray()) {
    const row = list.rows.find((candidate) => (candidate as { id?: unknown }).id === videoId);
    if (row) return row;
  }
  return null;
}
