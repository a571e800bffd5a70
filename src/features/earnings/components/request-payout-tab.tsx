import { useState } from 'react';
import { Button } from '@/components/button';
import { describePayoutDetails } from '@/domain/payouts';
import { usePayoutMethod } from '../hooks/use-payout-method';
import { PayoutMethodForm } from './payout-method-form';
import { PayoutRequestForm } from './payout-request-form';

/**
 * Request Payout: where the money goes, then how much. A member without a payout method is asked
 * for one first (the server refuses requests without one).
 */
export function RequestPayoutTab({ userId }: { userId: string }) {
  const { method, failed } = usePayoutMethod(userId);
  const [editing, setEditing] = useState(false);

  if (method === undefined)
    return (
      <p className="text-sm text-ink-muted">
        {failed ? 'Your payout method could not be loaded.' : 'Loading…'}
      </p>
    );
  if (method === null || editing)
    return (
      <div className="flex flex-col gap-3">
        {method === null && (
          <p>
            Where should we send your money? Add your PayPal account or bank account before your
            first payout request.
          </p>
        )}
        <PayoutMethodForm userId={userId} current={method} onDone={() => setEditing(false)} />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-stage px-3 py-2">
        <span className="min-w-0">
          <span className="block text-sm text-ink-muted">Paid to</span>
          <span className="block truncate font-medium" data-testid="payout-destination">
            {describePayoutDetails(method.method, method.details)}
          </span>
        </span>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Change
        </Button>
      </div>
      <PayoutRequestForm userId={userId} />
    </div>
  );
}
