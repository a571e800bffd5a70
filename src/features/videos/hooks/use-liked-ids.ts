import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentAccessToken, useSession } from '@/lib/session';
import { likedVideoIds } from '../api/liked-video-ids';
import { forgetAnswered, likeView, type LikeView } from '../likes/like-record';
import { changeMyLikes, useLikeRecords } from '../likes/like-store';
import type { FeedVideo } from '../model/video';
import { recordServerLikes } from './cached-videos';
import { videoKeys } from './video-keys';

interface LikedRead {
  liked: Set<string>;
  /** When the read started: answers written before it are older than what it says. */
  readAt: number;
}

async function fetchLikedIds(ids: string[], signal: AbortSignal): Promise<LikedRead> {
  const readAt = Date.now();
  const token = await currentAccessToken();
  return { liked: token ? await likedVideoIds(ids, token, signal) : new Set(), readAt };
}

/**
 * Paints the signed-in user's own likes on a list (liked_video_ids for the ids shown), into the
 * user's map that every like button reads; the answers to earlier taps of those videos give way
 * to it. Waits while offline (nothing to ask).
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
    const ids = idsKey.split(',');
    recordServerLikes(userId, Object.fromEntries(ids.map((id) => [id, data.liked.has(id)])));
    void changeMyLikes(userId, (records) => forgetAnswered(records, ids, data.readAt)).catch(
      (failure: unknown) => console.warn('Could not update your likes on this device', failure),
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
    // Filled by useLikedIds, never fetched on its own.
    queryFn: skipToken,
    select: (liked: Record<string, boolean>) => liked[videoId],
  });
  return userId ? data : undefined;
}

/** What a like button shows for a cached row: the member's like record over the row and map. */
export function useLikeView(video: Pick<FeedVideo, 'id' | 'likes_count'>): LikeView {
  const userId = useSession((state) => state.user?.id ?? null);
  const record = useLikeRecords((state) =>
    userId !== null && state.userId === userId ? state.records[video.id] : undefined,
  );
  return likeView(video, record, useServerLiked(video.id));
}
