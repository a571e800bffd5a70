import { callRpc } from '@/lib/api/data-api';
import { parseComment, type VideoComment } from '../model/comment';

/**
 * post_comment with the comment's client id: a replay (the outbox after a lost answer) returns
 * the comment stored the first time and never posts twice.
 */
export async function postComment(
  input: { id: string; videoId: string; body: string },
  token: string,
  signal?: AbortSignal,
): Promise<VideoComment> {
  const comment = parseComment(
    await callRpc(
      'post_comment',
      { p_id: input.id, p_video_id: input.videoId, p_body: input.body },
      { token, signal },
    ),
  );
  if (!comment) throw new Error('Unexpected answer from post_comment.');
  return comment;
}
