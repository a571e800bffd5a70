import { usePayoutRequests } from '../hooks/use-payouts';
import { formatDollars } from '../model/earning-summary';

/** Part 2 §5: completed and pending have their own look; any other status is destructive. */
function badgeClass(status: string): string {
  if (status === 'completed') return 'bg-success/15 text-success';
  if (status === 'pending') return 'bg-warning/15 text-warning';
  if (status === 'approved') return 'bg-brand/15 text-brand-soft';
  return 'bg-danger/15 text-danger';
}

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
        <li key={request.id} className="flex flex-col gap-1 rounded-lg bg-stage px-3 py-2">
          <span className="flex items-center justify-between gap-3">
            <span>
              <span className="font-semibold">{formatDollars(request.amount)}</span>{' '}
              <span className="text-sm text-ink-muted">
                {new Date(request.createdAt).toLocaleDateString()}
              </span>
            </span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass(request.status)}`}
            >
              {request.status}
            </span>
          </span>
          {request.paidAt && (
            <span className="text-sm text-ink-muted">
              Paid {new Date(request.paidAt).toLocaleDateString()}
            </span>
          )}
          {request.rejectionReason && (
            <span className="text-sm">Reason: {request.rejectionReason}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
