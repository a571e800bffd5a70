import { useCallback } from 'react';
import { currentAccessToken } from '@/lib/session';
import { getMyVideos } from '../api/get-my-videos';
import { useVideoList, type VideoList } from './use-video-list';
import { videoKeys } from './video-keys';

/** Part 2 §9: My Videos reloads every 10 seconds. */
const MY_VIDEOS_REFRESH_MS = 10_000;

/** The user's own videos, newest first, kept on the device and refreshed while shown. */
export function useMyVideos(userId: string): VideoList {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const token = await currentAccessToken();
      if (!token) throw new Error('Not signed in');
      return getMyVideos(userId, token, signal);
    },
    [userId],
  );
  return useVideoList(videoKeys.list('my-videos', userId), load, {
    refreshMs: MY_VIDEOS_REFRESH_MS,
  });
}
