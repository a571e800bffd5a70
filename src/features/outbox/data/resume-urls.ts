import { db } from '@/lib/db';
import type { ResumeUrlStore } from '@/lib/outbox-port';

/**
 * One item's resume URLs in the `uploads` table. Fingerprints start with the item's id
 * (`<item id>:video`), which is how deleteItemData removes them with the item; an item sees
 * only its own.
 */
export function resumeUrlsOf(itemId: string): ResumeUrlStore {
  const prefix = `${itemId}:`;
  const own = (fingerprint: string) => fingerprint.startsWith(prefix);
  return {
    all: () => db.uploads.where('fingerprint').startsWith(prefix).toArray(),
    async get(fingerprint) {
      return own(fingerprint) ? db.uploads.get(fingerprint) : undefined;
    },
    async put(entry) {
      if (!own(entry.fingerprint))
        throw new Error(`Resume URL ${entry.fingerprint} does not belong to item ${itemId}`);
      await db.uploads.put(entry);
    },
    async remove(fingerprint) {
      if (own(fingerprint)) await db.uploads.delete(fingerprint);
    },
  };
}
