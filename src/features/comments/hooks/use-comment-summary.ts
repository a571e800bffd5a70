import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { currentAccessToken } from '@/lib/session';
import { getCommentSummary } from '../api/get-comment-summary';
import type { CommentSummary } from '../model/comment';
import { commentKeys } from './comment-keys';

/** Whether the video takes comments and how many it has; undefined until known. */
export function useCommentSummary(videoId: string): CommentSummary | undefined {
  const query = useQuery({
    queryKey: commentKeys.summary(videoId),
    queryFn: async ({ signal }) => getCommentSummary(videoId, signal, await currentAccessToken()),
    meta: PERSISTED,
  });
  return query.data;
}
