import { rest } from './rest';

/**
 * Part 2 §4/§7: the video's likes go first, then the video (by id and the owner's id). The
 * database also removes every remaining like with the video. Answers false when nothing was
 * deleted: the video is not the caller's.
 */
export async function deleteVideo(
  videoId: string,
  userId: string,
  token: string,
): Promise<boolean> {
  const id = encodeURIComponent(videoId);
  await rest(`video_likes?video_id=eq.${id}`, { method: 'DELETE', token });
  const body = await rest(`videos?id=eq.${id}&user_id=eq.${encodeURIComponent(userId)}&select=id`, {
    method: 'DELETE',
    token,
    prefer: 'return=representation',
  });
  return Array.isArray(body) && body.length > 0;
}
