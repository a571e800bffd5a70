import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentAccessToken, useSession } from '@/lib/session';
import { likedVideoIds } from '../api/liked-video-ids';
import { mergeLike, type LikeView } from '../model/like-merge';
import type { FeedVideo } from '../model/video';
import { useLikeStore } from '../stores/like-store';
import { recordServerLikes } from './cached-videos';
import { videoKeys } from './video-keys';

async function fetchLikedIds(ids: string[], signal: AbortSignal): Promise<Set<string>> {
  const token = await currentAccessToken();
  return token ? likedVideoIds(ids, token, signal) : new Set();
}

/**
 * Paints the signed-in user's own likes on a list (liked_video_ids for the ids shown), into the
 * user's map that every like button reads. Waits while offline (nothing to ask).
 */
export function useLikedIds(videos: readonly FeedVideo[]): void {
  const userId = useSession((state) => state.user?.id ?? null);
  const idsKey = videos.map((video) => video.id).join(',');
  const { data, error } = useQuery({
    queryKey: videoKeys.likedIds(userId, idsKey),
    queryFn: ({ signal }) => fetchLikedIds(idsKey.split(','), signal),
    enabled: userId !== null && idsKey !== '',
    networkMode: 'online',
  });
  useEffect(() => {
    if (!data || !userId) return;
    recordServerLikes(
      userId,
      Object.fromEntries(idsKey.split(',').map((id) => [id, data.has(id)])),
    );
  }, [data, userId, idsKey]);
  useEffect(() => {
    if (error) console.warn('Could not read your likes', error);
  }, [error]);
}

/** Whether the server says the signed-in user likes this video (undefined: not known). */
function useServerLiked(videoId: string): boolean | undefined {
  const userId = useSession((state) => state.user?.id ?? null);
  const { data } = useQuery({
    queryKey: videoKeys.liked(userId),
    // Filled by useLikedIds and by set_like answers, never fetched on its own.
    queryFn: skipToken,
    select: (liked: Record<string, boolean>) => liked[videoId],
  });
  return userId ? data : undefined;
}

/** What a like button shows for a cached row: a pending like over the row and the user's map. */
export function useLikeView(video: Pick<FeedVideo, 'id' | 'likes_count'>): LikeView {
  const overlay = useLikeStore((state) => state.overlays[video.id]);
  return mergeLike(video, overlay, useServerLiked(video.id));
}
