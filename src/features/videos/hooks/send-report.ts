import { toast } from '@/components/toast-store';
import { ApiError } from '@/lib/api/api-error';
import { hideVideo } from '@/lib/hidden-content';
import { outbox } from '@/lib/outbox-port';
import type { ReportReason } from '@/lib/report-reasons';
import { currentAccessToken, useSession } from '@/lib/session';
import { reportVideo } from '../api/report-video';
import { VIDEO_MESSAGES } from '../model/messages';
import { forgetHiddenVideos } from '../offline/forget-hidden';
import { REPORT_VIDEO, type ReportVideoPayload } from '../offline/report-video-kind';

const { report: SAY } = VIDEO_MESSAGES;

/** The reported video leaves this member's screens and this device's caches at once. */
function hideReported(videoId: string): void {
  hideVideo(videoId);
  void forgetHiddenVideos().catch((error: unknown) =>
    console.warn('Could not forget a reported video on this device', error),
  );
}

/**
 * Offline, or when the request never arrived: the report waits in the outbox (a page or the
 * service worker sends it once the network is back) and the video is hidden for the member now.
 */
async function queueReport(payload: ReportVideoPayload): Promise<boolean> {
  try {
    await outbox().enqueue<ReportVideoPayload>({ kind: REPORT_VIDEO, payload });
  } catch (error) {
    console.warn('Could not queue the report', error);
    toast({ ...SAY.failed, variant: 'destructive' });
    return false;
  }
  toast({ ...SAY.queued, variant: 'success' });
  hideReported(payload.videoId);
  return true;
}

/**
 * Sends a report to the moderators (issue 34 §2); answers whether the dialog may close. Once the
 * server has it (or already had it), the video is hidden for this member everywhere. The
 * server's refusals (a reason it does not take, too many reports, a video gone) are shown in its
 * words.
 */
export async function sendReport(
  videoId: string,
  reason: ReportReason,
  details: string,
  videoTitle?: string,
): Promise<boolean> {
  const token = await currentAccessToken();
  const userId = useSession.getState().user?.id;
  if (!token || !userId) {
    toast({ title: SAY.signIn, variant: 'destructive' });
    return false;
  }
  const report: ReportVideoPayload = {
    videoId,
    reason,
    details: details.trim() || null,
    userId,
    ...(videoTitle ? { videoTitle } : {}),
  };
  if (!navigator.onLine) return queueReport(report);
  try {
    await reportVideo(videoId, reason, report.details, token);
    toast({ ...SAY.sent, variant: 'success' });
    hideReported(videoId);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === '23505') {
      toast(SAY.already);
      hideReported(videoId);
      return true;
    }
    if (error instanceof ApiError && error.status === 429) {
      toast({ title: SAY.tooMany, description: error.message, variant: 'destructive' });
      return true;
    }
    if (error instanceof TypeError) return queueReport(report);
    console.warn('Report failed', error);
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    toast({
      title: SAY.failed.title,
      description: refused ? error.message : SAY.failed.description,
      variant: 'destructive',
    });
    return false;
  }
}
