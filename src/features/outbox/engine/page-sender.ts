import { toast } from '@/components/toast-store';
import type { OutboxSender } from '@/lib/outbox-port';
import { currentAccessToken, useSession } from '@/lib/session';

/** An open page sends with its own session and says how an item went in a toast. */
export const pageSender: OutboxSender = {
  accessToken: currentAccessToken,
  userId: async () => useSession.getState().user?.id ?? null,
  notify: (notice) => toast(notice),
};
