import { getPublic } from '@/lib/api/get-public';
import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseVideoList, type FeedVideo } from '../model/video';
import { VIDEO_COLUMNS } from './video-columns';

/**
 * One video by id (the share landing page); null when it does not exist or is not visible. A
 * signed-out visitor's read (a shared link's first screen) does not load supabase-js.
 */
export async function getVideo(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<FeedVideo | null> {
  if (token === null) {
    const path = `videos?select=${VIDEO_COLUMNS}&id=eq.${encodeURIComponent(id)}`;
    return (await getPublic(path, parseVideoList, signal))[0] ?? null;
  }
  const supabase = await getSupabase();
  const query = sentAs(supabase.from('videos').select(VIDEO_COLUMNS).eq('id', id), token);
  const rows = await dataOf(signal ? query.abortSignal(signal) : query);
  return parseVideoList(rows)[0] ?? null;
}
