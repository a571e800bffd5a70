import { insertRow } from '@/lib/api/data-api';
import type { ReportReason } from '@/lib/report-reasons';

/**
 * A report for moderators (video_reports; one per reporter per video, 23505 on a second). Plain
 * fetch: the service worker sends queued reports too.
 */
export async function reportVideo(
  videoId: string,
  reason: ReportReason,
  details: string | null,
  token: string,
  signal?: AbortSignal,
): Promise<void> {
  await insertRow('video_reports', { video_id: videoId, reason, details }, { token, signal });
}
