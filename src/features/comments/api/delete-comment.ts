import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/** Deletes one of the caller's comments (RLS: authors and admins only). */
export async function deleteComment(id: string): Promise<void> {
  const supabase = await getSupabase();
  await dataOf(supabase.from('video_comments').delete().eq('id', id));
}
