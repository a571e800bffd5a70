import { readSetting, writeSetting } from '@/lib/settings';

const KEY = 'outbox.wifiOnly';

export async function readWifiOnly(): Promise<boolean> {
  return (await readSetting(KEY)) === true;
}

export async function writeWifiOnly(value: boolean): Promise<void> {
  await writeSetting(KEY, value);
}
