import { getPublic } from '@/lib/api/get-public';
import { parseCommentSummary, type CommentSummary } from '../model/comment';

/**
 * Whether a video takes comments and how many it has (get_comment_summary, a public GET); asked
 * as the member when signed in, so what they reported or blocked is left out.
 */
export function getCommentSummary(
  videoId: string,
  signal?: AbortSignal,
  token: string | null = null,
): Promise<CommentSummary> {
  const params = new URLSearchParams({ p_video_id: videoId });
  return getPublic(
    `rpc/get_comment_summary?${params.toString()}`,
    parseCommentSummary,
    signal,
    token,
  );
}
