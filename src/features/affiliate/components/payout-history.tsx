import { PayoutRequestRow } from '@/domain/payouts';
import { useAffiliatePayoutRequests } from '../hooks/use-affiliate-payouts';

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
            <PayoutRequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
