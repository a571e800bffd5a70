import type { ReportReason } from '@/lib/report-reasons';

/** The outbox kind of a report made offline (sender: ./report-video-send.ts). */
export const REPORT_VIDEO = 'report-video';
/** How the upload tray names an item of this kind. */
export const REPORT_VIDEO_LABEL = 'Report';

export interface ReportVideoPayload {
  videoId: string;
  /** For the upload tray's compact line of waiting actions. */
  videoTitle?: string;
  reason: ReportReason;
  details: string | null;
  /** Who reports: only that account's session sends it. */
  userId: string;
}
