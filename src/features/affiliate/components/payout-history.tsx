import { useAffiliatePayoutRequests } from '../hooks/use-affiliate-payouts';
import { payoutTone } from '../model/labels';
import { formatUsd } from '../model/money';
import type { AffiliatePayoutRequest } from '../api/get-affiliate-payout-requests';
import { StatusBadge } from './status-badge';

function RequestRow({ request }: { request: AffiliatePayoutRequest }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-stage px-3 py-2">
      <span className="flex items-center justify-between gap-3">
        <span>
          <span className="font-semibold">{formatUsd(request.amount)}</span>{' '}
          <span className="text-sm text-ink-muted">
            {new Date(request.createdAt).toLocaleDateString()}
          </span>
        </span>
        <StatusBadge tone={payoutTone(request.status)}>{request.status}</StatusBadge>
      </span>
      {request.paidAt && (
        <span className="text-sm text-ink-muted">
          Paid {new Date(request.paidAt).toLocaleDateString()}
        </span>
      )}
      {request.status === 'rejected' && request.rejectionReason && (
        <span className="text-sm">Reason: {request.rejectionReason}</span>
      )}
    </li>
  );
}

/** The affiliate's payout requests, newest first, each with its status (and why, if rejected). */
export function PayoutHistory({ userId }: { userId: string }) {
  const { requests, failed } = useAffiliatePayoutRequests(userId);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Payout history</h3>
      {!requests ? (
        <p className="text-sm text-ink-muted">
          {failed ? 'Your payout requests could not be loaded.' : 'Loading your payout requests…'}
        </p>
      ) : requests.length === 0 ? (
        <p className="text-sm text-ink-muted">You have not requested a payout yet.</p>
      ) : (
        <ul aria-label="Your payout requests" className="flex flex-col gap-2">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
