import { rest } from './rest';

const isNonEmptyList = (body: unknown) => Array.isArray(body) && body.length > 0;

/**
 * Part 2 §4/§7: the video's likes go first, then the video (by id and the owner's id). The
 * database also removes every remaining like with the video. Answers false, touching nothing,
 * when the video is not the caller's: a visitor's own like on it stays.
 */
export async function deleteVideo(
  videoId: string,
  userId: string,
  token: string,
): Promise<boolean> {
  const ownVideo = `videos?id=eq.${encodeURIComponent(videoId)}&user_id=eq.${encodeURIComponent(userId)}&select=id`;
  if (!isNonEmptyList(await rest(ownVideo, { token }))) return false;
  await rest(`video_likes?video_id=eq.${encodeURIComponent(videoId)}`, { method: 'DELETE', token });
  const body = await rest(ownVideo, { method: 'DELETE', token, prefer: 'return=representation' });
  return isNonEmptyList(body);
}
