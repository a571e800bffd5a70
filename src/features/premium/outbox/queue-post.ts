import { outbox, type OutboxEntry } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import type { ShareInput } from '../model/premium-post';
import { SHARE_PREMIUM_POST, type SharePremiumPostPayload } from './share-post-kind';

/**
 * Queues a share to the group through the outbox (design decision 10), online or not: it shows
 * at once as waiting and is posted, exactly once, when the network allows.
 */
export async function queuePremiumPost(
  input: ShareInput,
  user: { id: string; email: string | null },
): Promise<string> {
  const postId = randomUuid();
  const description = input.description.trim();
  await outbox().enqueue<SharePremiumPostPayload>({
    id: postId,
    kind: SHARE_PREMIUM_POST,
    payload: {
      postId,
      userId: user.id,
      email: user.email,
      videoUrl: input.videoUrl.trim(),
      platform: input.platform,
      description: description || null,
      queuedAt: Date.now(),
    },
  });
  return postId;
}

/** The member's shares the outbox still holds (waiting, or stopped with the reason). */
export function watchQueuedPosts(
  userId: string,
  onChange: (posts: OutboxEntry<SharePremiumPostPayload>[]) => void,
): () => void {
  return outbox().watchHeld<SharePremiumPostPayload>(SHARE_PREMIUM_POST, (held) =>
    onChange(held.filter((item) => item.payload.userId === userId)),
  );
}
