/**
 * Messages between the service worker and open pages for Background Sync (design decision 10:
 * while a page is open the worker asks it to drain the outbox; with none open it drains itself).
 * Imported by src/sw and by the outbox feature.
 */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Sent by the worker to every window, with a MessagePort for the reply. */
export interface OutboxSyncRequest {
  type: 'outbox-sync';
}

/** Posted back on that port once a drain attempt has finished. */
export interface OutboxSyncReply {
  type: 'outbox-sync-done';
  /** false when items are still waiting, so the browser should fire the sync again later. */
  ok: boolean;
}

export const OUTBOX_SYNC_REQUEST: OutboxSyncRequest = { type: 'outbox-sync' };

export function isOutboxSyncRequest(data: unknown): data is OutboxSyncRequest {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'outbox-sync'
  );
}

export function isOutboxSyncReply(data: unknown): data is OutboxSyncReply {
  if (typeof data !== 'object' || data === null) return false;
  const { type, ok } = data as { type?: unknown; ok?: unknown };
  return type === 'outbox-sync-done' && typeof ok === 'boolean';
}
