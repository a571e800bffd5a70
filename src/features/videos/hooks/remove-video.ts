import { toast } from '@/components/toast-store';
import { currentAccessToken, useSession } from '@/lib/session';
import { playSound } from '@/lib/sounds';
import { deleteVideo } from '../api/delete-video';
import { EDIT_REFUSALS } from '../model/edit-video';
import type { FeedVideo } from '../model/video';
import { playableFileUrl } from '../model/video-links';
import { patchCachedVideo } from './cached-videos';
import { VIDEO_MESSAGES } from '../model/messages';

/** A saved offline file of a deleted video goes too (the cached lists are patched directly). */
async function forgetSavedFile(video: FeedVideo): Promise<void> {
  const saved = playableFileUrl(video, location.origin);
  if (!saved) return;
  const cache = await import('../offline/video-cache');
  await cache.removeSavedVideos([saved]);
}

/** Deletes an own video (likes first, part 2 §4). Answers whether it is gone; failures are told. */
export async function removeVideo(video: FeedVideo): Promise<boolean> {
  const user = useSession.getState().user;
  const token = user ? await currentAccessToken() : null;
  if (!user || !token) {
    toast({ title: EDIT_REFUSALS['signed-out'], variant: 'destructive' });
    return false;
  }
  try {
    if (!(await deleteVideo(video.id, user.id, token))) {
      toast({ title: EDIT_REFUSALS['not-owner'], variant: 'destructive' });
      return false;
    }
  } catch (error) {
    console.warn('Delete failed', error);
    toast({ ...VIDEO_MESSAGES.deleteFailed, variant: 'destructive' });
    playSound('error-beep');
    return false;
  }
  // Every cached list (and its persisted copy) drops it, so it does not come back offline.
  patchCachedVideo(video.id, null);
  forgetSavedFile(video).catch((error: unknown) =>
    console.warn('Could not forget the local copies', error),
  );
  toast({
    title: 'Video Deleted',
    description: `"${video.title}" has been removed.`,
    variant: 'success',
  });
  return true;
}
