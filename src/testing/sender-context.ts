import type { OutboxJobContext, OutboxNotice } from '@/lib/outbox-port';

/**
 * A job context for testing an outbox sender: the session of the moment (`token`, `userId`) and
 * the notices it gives, collected in `notices`. What senders of small actions do not use (media,
 * progress) is left out.
 */
export function senderContext(
  token: string | null,
  userId: string | null,
  notices: OutboxNotice[],
): OutboxJobContext {
  return {
    signal: new AbortController().signal,
    accessToken: async () => token,
    userId: async () => userId,
    notify: (notice: OutboxNotice) => void notices.push(notice),
  } as unknown as OutboxJobContext;
}
