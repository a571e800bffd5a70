import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast-store';
import { useOnlineStatus } from '@/lib/online-status';
import {
  DetailFields,
  MethodChoice,
  PAYOUT_MESSAGES,
  payoutDetailsComplete,
  payoutDetailsProblem,
  usePayoutMethodDraft,
} from '@/domain/payouts';
import type { PayoutMethod } from '../api/get-payout-method';
import { useSavePayoutMethod } from '../hooks/use-payout-method';

const TELL = {
  saved: () =>
    toast({
      title: PAYOUT_MESSAGES.methodSaved,
      description: 'Your payout requests will be paid to this account.',
      variant: 'success',
    }),
  refused: (message: string) =>
    toast({ title: PAYOUT_MESSAGES.methodFailed, description: message, variant: 'destructive' }),
  failed: () => toast({ title: PAYOUT_MESSAGES.methodFailed, variant: 'destructive' }),
};

export interface PayoutMethodFormProps {
  userId: string;
  current: PayoutMethod | null;
  onDone(): void;
}

/**
 * Where payouts go (part 2 §5's payout method rules): PayPal needs the account's email; a bank
 * transfer needs holder, bank, account and routing number. Save stays disabled until every field
 * of the method is filled; the rest is checked here and again by the database.
 */
export function PayoutMethodForm({ userId, current, onDone }: PayoutMethodFormProps) {
  const online = useOnlineStatus();
  const { method, setMethod, details, change } = usePayoutMethodDraft(current);
  const save = useSavePayoutMethod(userId, TELL);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = payoutDetailsProblem(method, details);
    if (problem) return TELL.refused(problem);
    save.mutate({ method, details }, { onSuccess: (answer) => answer.success && onDone() });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Payout method">
      <MethodChoice value={method} onChange={setMethod} />
      <DetailFields method={method} details={details} onChange={change} />
      <div className="flex gap-2">
        <Button
          type="submit"
          disabled={!online || save.isPending || !payoutDetailsComplete(method, details)}
        >
          {save.isPending ? 'Saving…' : 'Save Payout Method'}
        </Button>
        {current && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
      {!online && (
        <p className="text-sm text-warning">Saving a payout method needs a connection.</p>
      )}
    </form>
  );
}
