import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface BoostableVideo {
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

/** The member's approved videos, newest first, 20 at most: the premium dashboard's boost picker. */
export async function getMyBoostableVideos(userId: string): Promise<BoostableVideo[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('videos')
      .select('id, title, thumbnail_url')
      .eq('user_id', userId)
      .eq('moderation_status', 'approved')
      .order('created_at', { ascending: false })
      .limit(20),
  );
  return rows.map((row) => ({ id: row.id, title: row.title, thumbnailUrl: row.thumbnail_url }));
}
