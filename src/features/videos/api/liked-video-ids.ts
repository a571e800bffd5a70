import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/** Which of these videos the signed-in user has liked (the server looks at the first 200). */
export async function likedVideoIds(
  ids: readonly string[],
  token: string,
  signal?: AbortSignal,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const supabase = await getSupabase();
  const query = sentAs(supabase.rpc('liked_video_ids', { ids: ids.slice(0, 200) }), token);
  const liked = await dataOf(signal ? query.abortSignal(signal) : query);
  return new Set(liked);
}
