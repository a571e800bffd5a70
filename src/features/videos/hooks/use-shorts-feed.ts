import { useMemo } from 'react';
import { useOnlineStatus } from '@/lib/online-status';
import { filterByTab, type ShortsTab } from '../model/shorts-feed';
import { playableFileUrl } from '../model/video-links';
import { useOfflineStore } from '../stores/offline-store';
import { useLikedIds } from './use-liked-ids';
import { usePublicList } from './use-public-list';

/**
 * The Shorts list (fetch 50) filtered by tab. Offline, only clips saved on this device are kept:
 * anything else could not play.
 */
export function useShortsFeed(tab: ShortsTab) {
  const list = usePublicList('shorts', {
    // Part 2 §4: a Shorts load failure is only logged.
    onError: (error) => console.error('Failed to load shorts', error),
  });
  const patched = list.videos;
  useLikedIds(patched);
  const online = useOnlineStatus();
  const saved = useOfflineStore((state) => state.saved);
  const offlineReady = useOfflineStore((state) => state.loaded);
  const videos = useMemo(() => {
    const playable = online
      ? patched
      : patched.filter((video) => {
          const url = playableFileUrl(video, location.origin);
          return url !== null && saved[url] !== undefined;
        });
    return filterByTab(playable, tab);
  }, [online, patched, saved, tab]);
  return { list, videos, online, offlineReady };
}
