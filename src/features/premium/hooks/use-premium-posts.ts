import { useInfiniteQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { currentAccessToken } from '@/lib/session';
import { getPremiumPosts, POSTS_PAGE_SIZE, type PostCursor } from '../api/get-premium-posts';
import type { PremiumPost } from '../model/premium-post';
import { premiumKeys } from './premium-keys';

const cursorAfter = (page: PremiumPost[]): PostCursor | null => {
  const last = page[page.length - 1];
  return page.length === POSTS_PAGE_SIZE && last
    ? { before: last.createdAt, beforeId: last.id }
    : null;
};

/** The group's posts, newest first, a page at a time; kept on the device to read offline. */
export function usePremiumPosts() {
  const query = useInfiniteQuery({
    queryKey: premiumKeys.posts(),
    queryFn: async ({ pageParam, signal }) => {
      const token = await currentAccessToken();
      if (!token) throw new Error('Not signed in');
      return getPremiumPosts(token, pageParam, signal);
    },
    initialPageParam: null as PostCursor | null,
    getNextPageParam: cursorAfter,
    meta: PERSISTED,
  });
  return {
    posts: query.data?.pages.flat() ?? [],
    loading: query.isPending,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
