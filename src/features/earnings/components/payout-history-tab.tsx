import { PayoutRequestRow } from '@/domain/payouts';
import { usePayoutRequests } from '../hooks/use-payouts';

/** Payout History: every request, newest first, with its status. */
export function PayoutHistoryTab({ userId }: { userId: string }) {
  const { requests, failed } = usePayoutRequests(userId);
  if (!requests)
    return (
      <p className="text-sm text-ink-muted">
        {failed ? 'Your payout history could not be loaded.' : 'Loading…'}
      </p>
    );
  if (requests.length === 0)
    return <p className="text-sm text-ink-muted">You have not requested a payout yet.</p>;
  return (
    <ul aria-label="Payout requests" className="flex flex-col gap-2">
      {requests.map((request) => (
        <PayoutRequestRow key={request.id} request={request} />
      ))}
    </ul>
  );
}
