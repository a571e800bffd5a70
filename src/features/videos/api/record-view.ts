import type { Database } from '@/lib/database.types';
import { postPublicRpc } from '@/lib/api/post-public';
import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

type RecordViewArgs = Database['public']['Functions']['record_view']['Args'];

export interface RecordedView {
  /** Whether this call counted (one per viewer per video per UTC day). */
  counted: boolean;
  /** The day's view row: the watch the server saw start, named when a watch earning is claimed. */
  viewId: string | null;
}

/**
 * Counts a view when a watch starts; the server counts one per viewer per video per UTC day, by
 * user when signed in, else by this device's id (without loading supabase-js).
 */
export async function recordView(
  videoId: string,
  deviceId: string,
  token: string | null,
): Promise<RecordedView> {
  const args: RecordViewArgs = { p_video_id: videoId, p_device_id: deviceId };
  const answer =
    token === null
      ? await postPublicRpc('record_view', args)
      : await dataOf(sentAs((await getSupabase()).rpc('record_view', args), token));
  // record_view returns jsonb {view_id, counted}.
  const { counted, view_id: viewId } = (answer ?? {}) as { counted?: unknown; view_id?: unknown };
  return { counted: counted === true, viewId: typeof viewId === 'string' ? viewId : null };
}
