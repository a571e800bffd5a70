import type { ReportReason } from '../model/report-reasons';
import { rest } from './rest';

/** A report for moderators (video_reports; one per reporter per video, 23505 on a second). */
export async function reportVideo(
  videoId: string,
  reason: ReportReason,
  details: string | null,
  token: string,
): Promise<void> {
  await rest('video_reports', {
    method: 'POST',
    token,
    prefer: 'return=minimal',
    body: { video_id: videoId, reason, details },
  });
}
