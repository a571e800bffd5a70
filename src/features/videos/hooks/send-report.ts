import { toast } from '@/components/toast-store';
import { currentAccessToken } from '@/lib/session';
import { ApiError } from '@/lib/api/api-error';
import { reportVideo } from '../api/report-video';
import type { ReportReason } from '../model/report-reasons';

/** Sends a report to the moderators; answers whether the dialog may close. */
export async function sendReport(
  videoId: string,
  reason: ReportReason,
  details: string,
): Promise<boolean> {
  const token = await currentAccessToken();
  if (!token) {
    toast({ title: 'Please sign in to report videos.', variant: 'destructive' });
    return false;
  }
  try {
    await reportVideo(videoId, reason, details.trim() || null, token);
    toast({
      title: 'Report Sent',
      description: 'Thank you. Our moderators will review this video.',
      variant: 'success',
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === '23505') {
      toast({ title: 'Already Reported', description: 'You have already reported this video.' });
      return true;
    }
    console.warn('Report failed', error);
    toast({
      title: 'Report Failed',
      description: 'Unable to send your report. Please try again.',
      variant: 'destructive',
    });
    return false;
  }
}
