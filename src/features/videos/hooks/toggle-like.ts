import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { SET_LIKE, type SetLikePayload } from '@/domain/outbox-kinds';
import { outbox } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import { currentAccessToken, useSession } from '@/lib/session';
import { playSound } from '@/lib/sounds';
import { reportVideoActivity } from '@/lib/video-activity';
import { setLike } from '../api/set-like';
import { isPending, pressLike, settleLike, toggledLike, type LikeView } from '../likes/like-record';
import { changeMyLikes, useLikeRecords } from '../likes/like-store';
import { VIDEO_MESSAGES } from '../model/messages';

const LIKE_SIGN_IN = VIDEO_MESSAGES.likeSignIn;
const LIKE_FAILED = VIDEO_MESSAGES.likeFailed;

/** Resolves with the signed-in user's id once the stored session (if any) has been read. */
function sessionUser(): Promise<string | null> {
  return new Promise((resolve) => {
    const check = () => {
      const { loading, user } = useSession.getState();
      if (loading) return false;
      resolve(user?.id ?? null);
      return true;
    };
    if (check()) return;
    const stop = useSession.subscribe(() => {
      if (check()) stop();
    });
  });
}

function failLoudly(): void {
  toast({ title: LIKE_FAILED, variant: 'destructive' });
  playSound('error-beep');
}

/**
 * Sends the tap at once; answers false when the request never reached the server (the outbox
 * takes it then). The answer settles the member's like record, the one state every screen shows.
 */
async function sendNow(userId: string, videoId: string, liked: boolean, id: string) {
  const token = await currentAccessToken();
  if (!token) return false;
  try {
    const answer = await setLike(videoId, liked, token);
    await changeMyLikes(userId, (records) => settleLike(records, videoId, id, answer, Date.now()));
    return true;
  } catch (error) {
    // fetch() rejects with a TypeError when the request never reached the server.
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * Like or unlike (part 2 §4): optimistic, the same state in every list. The tap is written to the
 * member's like record first (pending); online it goes straight to the server, and offline, when
 * the request cannot get through, or while an earlier tap of this video is still waiting (order
 * matters), it goes through the outbox under the same id — a page or the service worker sends it.
 */
export async function toggleLike(
  videoId: string,
  current: LikeView,
  videoTitle?: string,
): Promise<void> {
  const userId = await sessionUser();
  if (!userId) {
    toast({ ...LIKE_SIGN_IN, variant: 'destructive' });
    openAuthDialog('signin', LIKE_SIGN_IN.description);
    return;
  }
  const waiting = isPending(useLikeRecords.getState().records, videoId);
  const next = toggledLike(current);
  const id = randomUuid();
  if (next.liked) playSound('like-pop');
  try {
    await changeMyLikes(userId, (records) => pressLike(records, videoId, next, id, Date.now()));
    const direct = navigator.onLine && !waiting;
    if (!(direct && (await sendNow(userId, videoId, next.liked, id))))
      await outbox().enqueue<SetLikePayload>({
        id,
        kind: SET_LIKE,
        payload: { videoId, liked: next.liked, userId, ...(videoTitle ? { videoTitle } : {}) },
      });
    if (next.liked) reportVideoActivity({ kind: 'liked', videoId });
  } catch (error) {
    console.warn('Like failed', error);
    failLoudly();
    await changeMyLikes(userId, (records) =>
      settleLike(records, videoId, id, null, Date.now()),
    ).catch((failure: unknown) => console.warn('Could not undo the like on this device', failure));
  }
}
