import { toast } from '@/components/toast-store';
import { ApiError } from '@/lib/api/api-error';
import { hideVideo } from '@/lib/hidden-content';
import type { ReportReason } from '@/lib/report-reasons';
import { currentAccessToken } from '@/lib/session';
import { reportVideo } from '../api/report-video';
import { VIDEO_MESSAGES } from '../model/messages';
import { forgetHiddenVideos } from '../offline/forget-hidden';

const { report: SAY } = VIDEO_MESSAGES;

/** The reported video leaves this member's screens and this device's caches at once. */
function hideReported(videoId: string): void {
  hideVideo(videoId);
  void forgetHiddenVideos().catch((error: unknown) =>
    console.warn('Could not forget a reported video on this device', error),
  );
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
): Promise<boolean> {
  const token = await currentAccessToken();
  if (!token) {
    toast({ title: SAY.signIn, variant: 'destructive' });
    return false;
  }
  try {
    await reportVideo(videoId, reason, details.trim() || null, token);
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
