import { useEffect, useState } from 'react';
import { outbox, type OutboxEntry } from '@/lib/outbox-port';
import { RECORD_EARNING, type RecordEarningPayload } from '../outbox/record-earning-kind';

/**
 * The member's earning actions the outbox still holds: pending (waiting for the network or a
 * retry) or refused (with the server's reason), in every tab, as they change.
 */
export function useQueuedEarnings(userId: string): OutboxEntry<RecordEarningPayload>[] {
  const [items, setItems] = useState<OutboxEntry<RecordEarningPayload>[]>([]);
  useEffect(
    () =>
      outbox().watchHeld<RecordEarningPayload>(RECORD_EARNING, (held) =>
        setItems(held.filter((item) => item.payload.userId === userId)),
      ),
    [userId],
  );
  return items;
}
