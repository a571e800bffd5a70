import type { OutboxRow } from '@/lib/db';
import { SUBMIT_VIDEO, UNLISTED_KINDS } from '@/domain/outbox-kinds';
import { itemTitle } from './item-title';
import { isHeld, isWaiting } from './status';
import { uploadPercent } from './tray-state';

type Row = Pick<OutboxRow, 'kind' | 'mediaIds' | 'payload' | 'status'>;

/**
 * What the upload tray and its badge are for: submissions (a file, a take or a link) and anything
 * carrying media. Likes, comments, earnings and other small actions are not uploads (issue 20
 * item 5): they show as pending where they happen and, in the tray, as one compact line.
 */
export function isUpload(row: Pick<OutboxRow, 'kind' | 'mediaIds'>): boolean {
  return row.kind === SUBMIT_VIDEO || (row.mediaIds?.length ?? 0) > 0;
}

export interface TrayGroups<R extends Row> {
  uploads: R[];
  /** Small actions still held (waiting, or stopped with a reason). */
  actions: R[];
}

export function groupTray<R extends Row>(rows: readonly R[]): TrayGroups<R> {
  const uploads: R[] = [];
  const actions: R[] = [];
  for (const row of rows) {
    if (isUpload(row)) uploads.push(row);
    else if (isHeld(row) && !UNLISTED_KINDS.has(row.kind)) actions.push(row);
  }
  return { uploads, actions };
}

/** 'Like · Cat Zoomies' when the action names its video, else what it is ('Comment'). */
export function actionLine(row: Pick<OutboxRow, 'kind' | 'payload'>): string {
  const payload = row.payload as { videoTitle?: unknown; liked?: unknown } | null;
  const what =
    payload && payload.liked === false && row.kind === 'set-like' ? 'Unlike' : itemTitle(row);
  const video =
    payload && typeof payload.videoTitle === 'string' && payload.videoTitle.trim() !== ''
      ? payload.videoTitle.trim()
      : null;
  return video ? `${what} · ${video}` : what;
}

export function actionsHeadline(count: number): string {
  return count === 1 ? '1 action waiting' : `${count} actions waiting`;
}

/** The header's badge: uploads only, waiting and failed, and the percent of the one uploading. */
export function badgeSummary(all: readonly OutboxRow[]): {
  waiting: number;
  failed: number;
  uploadingPercent: number | null;
  actionsWaiting: number;
} {
  const rows = all.filter(isUpload);
  const uploading = rows.find((row) => row.status === 'running' && row.bytesTotal > 0);
  return {
    waiting: rows.filter(isWaiting).length,
    failed: rows.filter((row) => row.status === 'failed').length,
    uploadingPercent: uploading ? uploadPercent(uploading) : null,
    // Unlisted kinds too: not shown anywhere, but the next start must load the engine for them.
    actionsWaiting: all.filter((row) => !isUpload(row) && isWaiting(row)).length,
  };
}
