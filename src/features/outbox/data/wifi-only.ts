import { db } from '@/lib/db';

const KEY = 'outbox.wifiOnly';

export async function readWifiOnly(): Promise<boolean> {
  const row = await db.settings.get(KEY);
  return row?.value === true;
}

export async function writeWifiOnly(value: boolean): Promise<void> {
  await db.settings.put({ key: KEY, value });
}
