import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseBlockedUser, type BlockedUser } from '../model/blocked-user';

/**
 * block_user: the member (userId) or a video's uploader (videoId). Idempotent on the server, so
 * the outbox may send it again after a lost answer.
 */
export async function blockUser(
  target: { userId?: string; videoId?: string },
  token: string,
  signal?: AbortSignal,
): Promise<BlockedUser> {
  const supabase = await getSupabase();
  const query = sentAs(
    supabase.rpc(
      'block_user',
      target.videoId === undefined ? { p_user_id: target.userId } : { p_video_id: target.videoId },
    ),
    token,
  );
  const blocked = parseBlockedUser(await dataOf(signal ? query.abortSignal(signal) : query));
  if (!blocked) throw new Error('Unexpected answer from block_user.');
  return blocked;
}
