import { isVideoHidden, useHiddenContent } from '@/lib/hidden-content';
import { dropCachedVideos } from '../hooks/cached-videos';
import { playableFileUrl } from '../model/video-links';
import { removeSavedVideos } from './video-cache';

/**
 * After a report or a block: the videos now hidden leave the lists kept on this device and their
 * saved files leave the offline cache, so nothing of them comes back offline or after a reload.
 * (Lists also leave hidden rows out as they render; this frees what is stored.)
 */
export async function forgetHiddenVideos(): Promise<void> {
  const hidden = useHiddenContent.getState();
  const dropped = dropCachedVideos((video) => isVideoHidden(hidden, video));
  const urls = dropped
    .map((video) => playableFileUrl(video, location.origin))
    .filter((url): url is string => url !== null);
  if (urls.length > 0 && typeof caches !== 'undefined') await removeSavedVideos(urls);
}
