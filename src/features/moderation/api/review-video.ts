import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { VideoDecision } from '../model/moderation-queue';

/**
 * review_video: restore (shown again, reports dismissed) or remove with a reason the creator reads
 * under 'Policy Violation'. The database checks the role and audit-logs it. Answers its message.
 */
export async function reviewVideo(
  videoId: string,
  decision: VideoDecision,
  reason?: string,
): Promise<string> {
  const supabase = await getSupabase();
  const answer = (await dataOf(
    supabase.rpc('review_video', {
      p_video_id: videoId,
      p_decision: decision,
      ...(reason === undefined ? {} : { p_reason: reason }),
    }),
  )) as { message?: unknown } | null;
  return typeof answer?.message === 'string' ? answer.message : 'Done.';
}
