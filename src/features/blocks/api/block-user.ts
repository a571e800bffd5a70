import { callRpc } from '@/lib/api/data-api';
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
  const args =
    target.videoId === undefined ? { p_user_id: target.userId } : { p_video_id: target.videoId };
  const blocked = parseBlockedUser(await callRpc('block_user', args, { token, signal }));
  if (!blocked) throw new Error('Unexpected answer from block_user.');
  return blocked;
}
