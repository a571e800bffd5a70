import { toast } from '@/components/toast-store';
import { SET_LIKE, type SetLikePayload } from '@/lib/outbox-kinds';
import { outbox } from '@/lib/outbox-port';
import { playSound } from '@/lib/sounds';
import { changeQueued } from '../stores/like-store';
import { VIDEO_MESSAGES } from '../model/messages';

export const LIKE_FAILED = VIDEO_MESSAGES.likeFailed;

export function failLikeLoudly(): void {
  toast({ title: LIKE_FAILED, variant: 'destructive' });
  playSound('error-beep');
}

/** Queues a like for when the network is back (design decision 10); it shows as pending till then. */
export async function enqueueLike(
  videoId: string,
  liked: boolean,
  videoTitle?: string,
): Promise<void> {
  changeQueued(videoId, 1);
  try {
    await outbox().enqueue<SetLikePayload>({
      kind: SET_LIKE,
      payload: { videoId, liked, ...(videoTitle ? { videoTitle } : {}) },
    });
  } catch (error) {
    changeQueued(videoId, -1);
    throw error;
  }
}
