import { hideCreator, showCreator } from '@/lib/hidden-content';
import { withPageEffects } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { parseBlockPayload, sendBlockUser } from './block-user-send';

/**
 * BLOCK_USER in a page: the shared sender, then the page follows. The answer names the member, so
 * their comments hide too when the block came from a video (feeds name uploaders only by hash),
 * and every list on screen refetches what the server now leaves out. A refusal shows the member
 * again.
 */
export const handleBlockUser = withPageEffects(sendBlockUser, {
  sent: (_job, blocked) => {
    hideCreator({ userId: blocked.userId, creatorHash: blocked.creatorHash });
    void appQueryClient().invalidateQueries();
  },
  refused: (job) => {
    const payload = parseBlockPayload(job.payload);
    if (payload) showCreator({ userId: payload.userId, creatorHash: payload.creatorHash });
  },
});
