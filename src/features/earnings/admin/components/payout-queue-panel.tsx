import { useState, type ComponentType, type ReactNode } from 'react';
import { Tabs } from '@/components/tabs';
import { toast } from '@/components/toast-store';
import type { ReviewAnswer } from '../api/review-payout';
import { usePayoutQueue, useReviewPayout } from '../hooks/use-payout-queue';
import { QueuedPayoutCard } from './queued-payout-card';

const QUEUE_TABS = ['Open', 'Closed'] as const;
type QueueTab = (typeof QUEUE_TABS)[number];

const TELL = {
  decided: (answer: ReviewAnswer) =>
    toast(
      answer.mailed
        ? { title: answer.message, description: 'The member has been emailed.', variant: 'success' }
        : {
            title: answer.message,
            description: 'The member could not be emailed: let them know another way.',
            variant: 'destructive',
          },
    ),
  refused: (message: string) =>
    toast({ title: 'Payout not changed', description: message, variant: 'destructive' }),
  failed: (message: string) =>
    toast({
      title: 'Failed to update payout request',
      description: message,
      variant: 'destructive',
    }),
};

function QueueList({ closed }: { closed: boolean }) {
  const queue = usePayoutQueue(closed);
  const review = useReviewPayout(TELL);
  if (queue.isError)
    return <p className="text-sm text-danger">The payout requests could not be loaded.</p>;
  if (!queue.data) return <p className="text-sm text-ink-muted">Loading…</p>;
  if (queue.data.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        {closed ? 'No payout has been paid or rejected yet.' : 'No payout requests are waiting.'}
      </p>
    );
  return (
    <ul
      aria-label={closed ? 'Closed payout requests' : 'Open payout requests'}
      className="flex flex-col gap-3"
    >
      {queue.data.map((payout) => (
        <QueuedPayoutCard
          key={payout.id}
          payout={payout}
          busy={review.isPending}
          onDecide={(input) => review.mutate(input)}
        />
      ))}
    </ul>
  );
}

export interface PayoutQueuePanelProps {
  /** Decides who sees the queue (the app passes the admin feature's AdminGate). */
  guard: ComponentType<{ children: ReactNode }>;
}

/**
 * The admin payout queue (design §3.14): open requests oldest first with the member's payout
 * details, to approve, reject with a reason, or mark paid; closed ones for reference. The database
 * checks the role and every move and audit-logs it; the member is mailed each decision.
 */
export default function PayoutQueuePanel({ guard: Guard }: PayoutQueuePanelProps) {
  const [tab, setTab] = useState<QueueTab>('Open');
  return (
    <section
      aria-labelledby="payout-queue-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 id="payout-queue-heading" className="text-lg font-bold">
        Payout Requests
      </h2>
      <Guard>
        <Tabs<QueueTab> label="Payout requests" tabs={QUEUE_TABS} value={tab} onChange={setTab}>
          <QueueList key={tab} closed={tab === 'Closed'} />
        </Tabs>
      </Guard>
    </section>
  );
}
