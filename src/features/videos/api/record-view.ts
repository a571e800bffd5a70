import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/**
 * Counts a view when a watch starts; the server counts one per viewer per video per UTC day, by
 * user when signed in, else by this device's id. Answers whether this call counted.
 */
export async function recordView(
  videoId: string,
  deviceId: string,
  token: string | null,
): Promise<boolean> {
  const supabase = await getSupabase();
  const answer = await dataOf(
    sentAs(supabase.rpc('record_view', { p_video_id: videoId, p_device_id: deviceId }), token),
  );
  // record_view returns jsonb {counted}.
  return (answer as { counted?: unknown } | null)?.counted === true;
}
