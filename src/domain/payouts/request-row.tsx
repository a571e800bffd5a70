import { PayoutStatusBadge } from './status';

/** A payout request as both payout histories list it (payout_requests, numeric(12,2) dollars). */
export interface PayoutRequestView {
  amount: number;
  status: string;
  createdAt: string;
  paidAt: string | null;
  /** Why an admin rejected it (the database keeps one for rejected requests only). */
  rejectionReason: string | null;
}

/** One request: amount, date and status; when it was paid, or why it was rejected. */
export function PayoutRequestRow({ request }: { request: PayoutRequestView }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-stage px-3 py-2">
      <span className="flex items-center justify-between gap-3">
        <span>
          <span className="font-semibold">${request.amount.toFixed(2)}</span>{' '}
          <span className="text-sm text-ink-muted">
            {new Date(request.createdAt).toLocaleDateString()}
          </span>
        </span>
        <PayoutStatusBadge status={request.status} />
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
