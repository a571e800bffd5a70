import { useInfiniteQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { currentAccessToken } from '@/lib/session';
import { COMMENTS_PAGE_SIZE, getComments, type CommentCursor } from '../api/get-comments';
import type { VideoComment } from '../model/comment';
import { commentKeys } from './comment-keys';

export interface CommentsState {
  comments: VideoComment[];
  loading: boolean;
  /** The last load failed (the comments kept on the device, if any, still show). */
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

const cursorAfter = (page: VideoComment[]): CommentCursor | null => {
  const last = page[page.length - 1];
  return page.length === COMMENTS_PAGE_SIZE && last
    ? { before: last.createdAt, beforeId: last.id }
    : null;
};

/** A video's comments, newest first, a page at a time; kept on the device to read offline. */
export function useComments(videoId: string, enabled: boolean): CommentsState {
  const query = useInfiniteQuery({
    queryKey: commentKeys.list(videoId),
    queryFn: async ({ pageParam, signal }) =>
      getComments(videoId, pageParam, signal, await currentAccessToken()),
    initialPageParam: null as CommentCursor | null,
    getNextPageParam: cursorAfter,
    enabled,
    meta: PERSISTED,
  });
  return {
    comments: query.data?.pages.flat() ?? [],
    loading: query.isPending && enabled,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
