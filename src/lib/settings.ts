import { db } from './db';

/**
 * The `settings` table belongs here (src/lib/db-owners.ts): one small key-value store that
 * several owners share, each under keys of its own ('outbox.wifiOnly', 'auth-mirror' ...).
 * Everyone reads and writes it through these three calls, never through the table.
 */
export async function readSetting(key: string): Promise<unknown> {
  return (await db.settings.get(key))?.value;
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}

export async function removeSetting(key: string): Promise<void> {
  await db.settings.delete(key);
}
