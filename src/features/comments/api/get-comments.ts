import { getPublic } from '@/lib/api/get-public';
import { parseCommentList, type VideoComment } from '../model/comment';

/** Comments per page of the sheet (get_video_comments allows up to 50). */
export const COMMENTS_PAGE_SIZE = 20;

/** Where the next page starts: the last comment shown (keyset on created_at, id). */
export interface CommentCursor {
  before: string;
  beforeId: string;
}

/**
 * A page of a video's comments, newest first (get_video_comments, a public GET); asked as the
 * member when signed in, so the comments of members they blocked are left out.
 */
export function getComments(
  videoId: string,
  cursor: CommentCursor | null,
  signal?: AbortSignal,
  token: string | null = null,
): Promise<VideoComment[]> {
  const params = new URLSearchParams({ p_video_id: videoId, p_limit: String(COMMENTS_PAGE_SIZE) });
  if (cursor) {
    params.set('p_before', cursor.before);
    params.set('p_before_id', cursor.beforeId);
  }
  return getPublic(`rpc/get_video_comments?${params.toString()}`, parseCommentList, signal, token);
}
