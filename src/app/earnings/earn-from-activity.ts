import { queueEarning } from '@/features/earnings';
import type { VideoActivity } from '@/lib/video-activity';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';

/**
 * Whether an activity may earn for the signed-in member: Premium (or not known: still being
 * checked, offline, or the last check got no answer; the server decides when the action is sent),
 * and not on their own video.
 */
function earnerOf(activity: VideoActivity): string | null {
  const user = useSession.getState().user;
  if (!user || (activity.ownerId && activity.ownerId === user.id)) return null;
  const { isPremium, loading, unknown } = usePremiumStatus.getState();
  return isPremium || loading || unknown || !navigator.onLine ? user.id : null;
}

/**
 * What members do with videos (src/lib/video-activity) goes to the earnings feature, which
 * queues the earning through the outbox. Loaded on the first activity (src/main.tsx).
 */
export async function earnFromActivity(activity: VideoActivity): Promise<void> {
  const userId = earnerOf(activity);
  if (userId) await queueEarning(activity, userId);
}
