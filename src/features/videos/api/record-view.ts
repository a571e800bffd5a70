import type { Database } from '@/lib/database.types';
import { postPublicRpc } from '@/lib/api/post-public';
import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

type RecordViewArgs = Database['public']['Functions']['record_view']['Args'];

/**
 * Counts a view when a watch starts; the server counts one per viewer per video per UTC day, by
 * user when signed in, else by this device's id (without loading supabase-js). Answers whether
 * this call counted.
 */
export async function recordView(
  videoId: string,
  deviceId: string,
  token: string | null,
): Promise<boolean> {
  const args: RecordViewArgs = { p_video_id: videoId, p_device_id: deviceId };
  const answer =
    token === null
      ? await postPublicRpc('record_view', args)
      : await dataOf(sentAs((await getSupabase()).rpc('record_view', args), token));
  // record_view returns jsonb {counted}.
  return (answer as { counted?: unknown } | null)?.counted === true;
}
