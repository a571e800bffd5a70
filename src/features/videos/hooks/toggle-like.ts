import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { currentAccessToken, useSession } from '@/lib/session';
import { playSound } from '@/lib/sounds';
import { reportVideoActivity } from '@/lib/video-activity';
import { isRefusal } from '@/lib/api/api-error';
import { setLike } from '../api/set-like';
import { toggledLike, type LikeView } from '../model/like-merge';
import { enqueueLike, failLikeLoudly } from '../offline/like-outbox';
import { confirmLike, isQueued, setOverlay, useLikeStore } from '../stores/like-store';
import { VIDEO_MESSAGES } from '../model/messages';

export const LIKE_SIGN_IN = VIDEO_MESSAGES.likeSignIn;

/** Resolves once the stored session (if any) has been read. */
function sessionKnown(): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const { loading, user } = useSession.getState();
      if (loading) return false;
      resolve(user !== null);
      return true;
    };
    if (check()) return;
    const stop = useSession.subscribe(() => {
      if (check()) stop();
    });
  });
}

/** fetch() rejects with a TypeError when the request never reached the server. */
function neverArrived(error: unknown): boolean {
  return error instanceof TypeError;
}

async function sendNow(videoId: string, liked: boolean): Promise<boolean> {
  try {
    const token = await currentAccessToken();
    if (!token) return false;
    const result = await setLike(videoId, liked, token);
    confirmLike(videoId, result.liked, result.likes_count);
    return true;
  } catch (error) {
    if (neverArrived(error) && !isRefusal(error)) return false;
    throw error;
  }
}

/**
 * Like or unlike (part 2 §4): optimistic, the same state in every list. Online it goes straight to
 * the server; offline, when the request cannot get through, or while earlier likes of this video
 * are still queued (order matters), it goes through the outbox and shows as pending.
 */
export async function toggleLike(
  videoId: string,
  current: LikeView,
  videoTitle?: string,
): Promise<void> {
  if (!(await sessionKnown())) {
    toast({ ...LIKE_SIGN_IN, variant: 'destructive' });
    openAuthDialog('signin', LIKE_SIGN_IN.description);
    return;
  }
  const previous = useLikeStore.getState().overlays[videoId];
  const next = toggledLike(current);
  setOverlay(videoId, next);
  if (next.liked) playSound('like-pop');
  try {
    const direct = navigator.onLine && !isQueued(videoId);
    if (!(direct && (await sendNow(videoId, next.liked))))
      await enqueueLike(videoId, next.liked, videoTitle);
    if (next.liked) reportVideoActivity({ kind: 'liked', videoId });
  } catch (error) {
    console.warn('Like failed', error);
    setOverlay(videoId, previous);
    failLikeLoudly();
  }
}
