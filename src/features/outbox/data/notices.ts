import { db } from '@/lib/db';
import type { OutboxNotice } from '@/lib/outbox-port';

type Notice = OutboxNotice;

/** Kept by the service worker for the next page: it has no screen to say it on. */
export async function keepNotices(notices: readonly Notice[], now: number): Promise<void> {
  if (notices.length === 0) return;
  await db.notices.bulkAdd(
    notices.map((notice, index) => ({
      title: notice.title,
      description: notice.description ?? '',
      variant: notice.variant,
      id: crypto.randomUUID(),
      // In the order they happened, even when kept in the same millisecond.
      createdAt: now + index / 1000,
    })),
  );
}

/**
 * The notices kept so far, oldest first, removed in the same transaction: two tabs opening
 * together never show one twice.
 */
export function takeNotices(): Promise<Notice[]> {
  return db.transaction('rw', db.notices, async () => {
    const rows = await db.notices.orderBy('createdAt').toArray();
    await db.notices.bulkDelete(rows.map((row) => row.id));
    return rows.map(({ title, description, variant }) => ({ title, description, variant }));
  });
}
