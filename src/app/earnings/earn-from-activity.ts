import { onVideoActivity, type VideoActivity } from '@/lib/video-activity';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';

/**
 * Whether an activity may earn for the signed-in member: Premium (or offline, where the check
 * could not answer: the server decides when the action is sent), and not on their own video.
 */
function earnerOf(activity: VideoActivity): string | null {
  const user = useSession.getState().user;
  if (!user || (activity.ownerId && activity.ownerId === user.id)) return null;
  const premium = usePremiumStatus.getState().isPremium;
  return premium || !navigator.onLine ? user.id : null;
}

/**
 * Hands what members do with videos (src/lib/video-activity) to the earnings feature, which
 * queues the earning through the outbox. The feature loads on the first action that can earn.
 */
export function startEarningFromActivity(): () => void {
  return onVideoActivity((activity) => {
    const userId = earnerOf(activity);
    if (!userId) return;
    void import('@/features/earnings/outbox/queue-earning')
      .then((module) => module.queueEarning(activity, userId))
      .catch((error: unknown) => console.error('Could not queue the earning', error));
  });
}
