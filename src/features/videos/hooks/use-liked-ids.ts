import { useEffect } from 'react';
import { currentAccessToken, useSession } from '@/lib/session';
import { likedVideoIds } from '../api/liked-video-ids';
import type { FeedVideo } from '../model/video';
import { clearServerLiked, setServerLiked } from '../stores/like-store';

/** Paints the signed-in user's own likes on a list (liked_video_ids for the ids shown). */
export function useLikedIds(videos: readonly FeedVideo[]): void {
  const userId = useSession((state) => state.user?.id ?? null);
  const idsKey = videos.map((video) => video.id).join(',');

  useEffect(() => {
    if (!userId) {
      clearServerLiked();
      return;
    }
    if (!idsKey || !navigator.onLine) return;
    const controller = new AbortController();
    const ids = idsKey.split(',');
    currentAccessToken()
      .then((token) => (token ? likedVideoIds(ids, token, controller.signal) : null))
      .then((liked) => {
        if (liked && !controller.signal.aborted) setServerLiked(ids, liked);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not read your likes', error);
      });
    return () => controller.abort();
  }, [userId, idsKey]);
}
