import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseVideoList, type FeedVideo } from '../model/video';
import { VIDEO_COLUMNS } from './video-columns';

/** One video by id (the share landing page); null when it does not exist or is not visible. */
export async function getVideo(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<FeedVideo | null> {
  const supabase = await getSupabase();
  const query = sentAs(supabase.from('videos').select(VIDEO_COLUMNS).eq('id', id), token);
  const rows = await dataOf(signal ? query.abortSignal(signal) : query);
  return parseVideoList(rows)[0] ?? null;
}
