import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { areaKeys } from '@/lib/query/keys';
import { banUser } from '../api/ban-user';
import { getModerationQueue } from '../api/get-moderation-queue';
import { reviewVideo } from '../api/review-video';
import { MODERATION_MESSAGES, type VideoDecision } from '../model/moderation-queue';

const moderation = areaKeys('moderation');
const moderationKeys = { queue: moderation.key('queue') };

/** The queue, not persisted: moderators review it online. */
export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue,
    queryFn: ({ signal }) => getModerationQueue(signal),
  });
}

export type ModerationAction =
  | { kind: 'review'; videoId: string; decision: VideoDecision; reason?: string }
  | { kind: 'ban'; userId: string; reason: string };

/** One action; the queue reloads whatever the answer, so it shows what the server holds. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) =>
      action.kind === 'ban'
        ? banUser(action.userId, action.reason)
        : reviewVideo(action.videoId, action.decision, action.reason),
    onSuccess: (message) => toast({ title: message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: MODERATION_MESSAGES.failed,
        description: error.message,
        variant: 'destructive',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.queue }),
  });
}
