import { useEffect, useState } from 'react';
import type { OutboxEntry } from '@/lib/outbox-port';
import { watchQueuedPosts } from '../outbox/queue-post';
import type { SharePremiumPostPayload } from '../outbox/share-post-kind';

/** The member's shares still on this device: waiting for the network, or refused. */
export function useQueuedPosts(userId: string): OutboxEntry<SharePremiumPostPayload>[] {
  const [queued, setQueued] = useState<OutboxEntry<SharePremiumPostPayload>[]>([]);
  useEffect(() => watchQueuedPosts(userId, setQueued), [userId]);
  return queued;
}
