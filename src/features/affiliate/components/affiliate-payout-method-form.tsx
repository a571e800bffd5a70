import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast-store';
import { useOnlineStatus } from '@/lib/online-status';
import {
  DetailFields,
  MethodChoice,
  payoutDetailsComplete,
  payoutDetailsProblem,
  usePayoutMethodDraft,
} from '@/domain/payouts';
import type { Affiliate } from '../api/get-affiliate';
import type { AffiliatePayoutMethod } from '../api/get-affiliate-payout-method';
import {
  useAffiliatePayoutMethod,
  useSaveAffiliatePayoutMethod,
} from '../hooks/use-affiliate-payout-method';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { Card } from './card';
import { StatusBadge } from './status-badge';

/** Saving resets payout_verified (part 2 §4): the badge says where verification stands. */
function VerificationBadge({ affiliate }: { affiliate: Affiliate }) {
  if (!affiliate.payoutMethod) return <StatusBadge tone="danger">Not set</StatusBadge>;
  return affiliate.payoutVerified ? (
    <StatusBadge tone="success">Verified</StatusBadge>
  ) : (
    <StatusBadge tone="warning">Verification pending</StatusBadge>
  );
}

interface MethodFormProps {
  userId: string;
  current: AffiliatePayoutMethod | null;
}

/** The form, prefilled from the saved method; Update stays disabled until it is complete. */
function MethodForm({ userId, current }: MethodFormProps) {
  const online = useOnlineStatus();
  const { method, setMethod, details, change } = usePayoutMethodDraft(current);
  const save = useSaveAffiliatePayoutMethod(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = payoutDetailsProblem(method, details);
    if (problem)
      return void toast({
        title: AFFILIATE_MESSAGES.methodFailed,
        description: problem,
        variant: 'destructive',
      });
    save.mutate({ method, details });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Payout method">
      <MethodChoice value={method} onChange={setMethod} />
      <DetailFields method={method} details={details} onChange={change} />
      <Button
        type="submit"
        className="self-start"
        disabled={!online || save.isPending || !payoutDetailsComplete(method, details)}
      >
        {save.isPending ? 'Updating…' : 'Update Payout Method'}
      </Button>
      {!online && (
        <p className="text-sm text-warning">Updating your payout method needs a connection.</p>
      )}
    </form>
  );
}

/** Part 2 §2 member view: where commission payouts go (PayPal or bank). */
export function AffiliatePayoutMethodForm({ affiliate }: { affiliate: Affiliate }) {
  const { current, failed } = useAffiliatePayoutMethod(affiliate.userId);
  const online = useOnlineStatus();
  return (
    <Card title="Payout Method" aside={<VerificationBadge affiliate={affiliate} />}>
      <p className="text-sm text-ink-muted">
        Where your commission is paid. After each change we verify the new details before paying.
      </p>
      {current === undefined ? (
        <p className="text-sm text-ink-muted">
          {!failed
            ? 'Loading your payout method…'
            : online
              ? 'Your saved payout method could not be loaded.'
              : 'Your saved payout method loads when you are back online.'}
        </p>
      ) : (
        <MethodForm userId={affiliate.userId} current={current} />
      )}
    </Card>
  );
}
