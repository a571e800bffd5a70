import type { OutboxRow } from '@/lib/db';

export type TrayState =
  | { kind: 'waiting-network'; label: 'Waiting for network' }
  | { kind: 'waiting-wifi'; label: 'Waiting for Wi-Fi' }
  | { kind: 'queued'; label: string }
  | { kind: 'shrinking'; label: 'Shrinking'; percent: number }
  | { kind: 'uploading'; label: 'Uploading'; percent: number }
  | { kind: 'processing'; label: 'Processing' }
  | { kind: 'done'; label: 'Done' }
  | { kind: 'failed'; label: string; reason: string };

export interface TrayConditions {
  online: boolean;
  waitsForWifi: boolean;
  now: number;
}

export function uploadPercent(row: Pick<OutboxRow, 'bytesSent' | 'bytesTotal'>): number {
  if (row.bytesTotal <= 0) return 0;
  return Math.min(100, Math.floor((row.bytesSent / row.bytesTotal) * 100));
}

/** What the tray says about one item (issue 6: waiting for network, uploading, processing, done, failed). */
export function trayState(row: OutboxRow, conditions: TrayConditions): TrayState {
  switch (row.status) {
    case 'done':
      return { kind: 'done', label: 'Done' };
    case 'failed':
    case 'cancelled': {
      const reason = row.lastError ?? 'Upload failed';
      return { kind: 'failed', label: `Failed: ${reason}`, reason };
    }
    case 'processing':
      return { kind: 'processing', label: 'Processing' };
    case 'running':
      // Re-encoded on the device before the upload (issue 21 item 4).
      if (typeof row.shrinkPercent === 'number')
        return { kind: 'shrinking', label: 'Shrinking', percent: row.shrinkPercent };
      return { kind: 'uploading', label: 'Uploading', percent: uploadPercent(row) };
    case 'queued':
      // Shrunk when queued (issue 36 §5), with or without a network.
      if (typeof row.shrinkPercent === 'number')
        return { kind: 'shrinking', label: 'Shrinking', percent: row.shrinkPercent };
      if (!conditions.online) return { kind: 'waiting-network', label: 'Waiting for network' };
      if (conditions.waitsForWifi) return { kind: 'waiting-wifi', label: 'Waiting for Wi-Fi' };
      if (row.attempts > 0 && row.nextAttemptAt > conditions.now) {
        const seconds = Math.ceil((row.nextAttemptAt - conditions.now) / 1000);
        return { kind: 'queued', label: `Retrying in ${seconds} s` };
      }
      return { kind: 'queued', label: 'Queued' };
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
