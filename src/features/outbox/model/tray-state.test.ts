import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/lib/db';
import { formatBytes, trayState } from './tray-state';

const base: OutboxRow = {
  id: 'x',
  kind: 'submit-video',
  payload: { title: 'Cat' },
  status: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  bytesSent: 0,
  bytesTotal: 1000,
};
const online = { online: true, waitsForWifi: false, now: 10_000 };

describe('trayState', () => {
  it('says what a queued item waits for', () => {
    expect(trayState(base, { ...online, online: false }).label).toBe('Waiting for network');
    expect(trayState(base, { ...online, waitsForWifi: true }).label).toBe('Waiting for Wi-Fi');
    expect(trayState(base, online).label).toBe('Queued');
    expect(trayState({ ...base, attempts: 2, nextAttemptAt: 14_500 }, online).label).toBe(
      'Retrying in 5 s',
    );
  });

  it('shows the shrink before the upload (issue 21 item 4), and the upload once it runs', () => {
    const running: OutboxRow = { ...base, status: 'running' };
    expect(trayState({ ...running, shrinkPercent: 42 }, online)).toEqual({
      kind: 'shrinking',
      label: 'Shrinking',
      percent: 42,
    });
    expect(trayState({ ...running, shrinkPercent: null, bytesSent: 500 }, online).label).toBe(
      'Uploading',
    );
  });

  it('shows a shrink that runs when the item is queued, offline too (issue 36 §5)', () => {
    const queued: OutboxRow = { ...base, status: 'queued', shrinkPercent: 7 };
    for (const conditions of [online, { ...online, online: false }])
      expect(trayState(queued, conditions)).toEqual({
        kind: 'shrinking',
        label: 'Shrinking',
        percent: 7,
      });
    expect(trayState({ ...queued, shrinkPercent: null }, { ...online, online: false }).label).toBe(
      'Waiting for network',
    );
  });

  it('shows upload progress, processing, done and the failure reason', () => {
    expect(trayState({ ...base, status: 'running', bytesSent: 600 }, online)).toEqual({
      kind: 'uploading',
      label: 'Uploading',
      percent: 60,
    });
    expect(trayState({ ...base, status: 'processing' }, online).label).toBe('Processing');
    expect(trayState({ ...base, status: 'done' }, online).label).toBe('Done');
    expect(
      trayState({ ...base, status: 'failed', lastError: 'Content Policy Issue' }, online),
    ).toEqual({
      kind: 'failed',
      label: 'Failed: Content Policy Issue',
      reason: 'Content Policy Issue',
    });
  });
});

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(36 * 1024 * 1024)).toBe('36.0 MB');
  });
});
