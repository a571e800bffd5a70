import type { ReportReason } from '@/lib/report-reasons';
/** The kind's name and the tray's label live with every kind in src/domain/outbox-kinds. */
export { REPORT_VIDEO, REPORT_VIDEO_LABEL } from '@/domain/outbox-kinds';

export interface ReportVideoPayload {
  videoId: string;
  /** For the upload tray's compact line of waiting actions. */
  videoTitle?: string;
  reason: ReportReason;
  details: string | null;
  /** Who reports: only that account's session sends it. */
  userId: string;
}
