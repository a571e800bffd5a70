import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { ReportReason } from '@/lib/report-reasons';

/** A report for moderators (video_reports; one per reporter per video, 23505 on a second). */
export async function reportVideo(
  videoId: string,
  reason: ReportReason,
  details: string | null,
  token: string,
): Promise<void> {
  const supabase = await getSupabase();
  await dataOf(
    sentAs(supabase.from('video_reports').insert({ video_id: videoId, reason, details }), token),
  );
}
