import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parsePost, type PremiumPost } from '../model/premium-post';

/** Named columns: user_email is not readable by members (and `*` would be refused). */
const POST_COLUMNS = 'id,user_id,display_name,video_url,description,platform,created_at';
export const POSTS_PAGE_SIZE = 20;

/** Where the next page starts: after the last post shown (time, then id for equal times). */
export interface PostCursor {
  before: string;
  beforeId: string;
}

/** Part 2 §7: premium_posts newest first, one page at a time. */
export async function getPremiumPosts(
  token: string,
  cursor: PostCursor | null,
  signal?: AbortSignal,
): Promise<PremiumPost[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('premium_posts')
    .select(POST_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(POSTS_PAGE_SIZE);
  if (cursor)
    query = query.or(
      `created_at.lt.${cursor.before},and(created_at.eq.${cursor.before},id.lt.${cursor.beforeId})`,
    );
  const sent = sentAs(query, token);
  const rows = await dataOf(signal ? sent.abortSignal(signal) : sent);
  return (rows as Record<string, unknown>[]).flatMap((row) => parsePost(row) ?? []);
}
