import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast-store';
import {
  MINIMUM_PAYOUT_TEXT,
  PAYOUT_MESSAGES,
  PayoutAmountFields,
  payoutAmountProblem,
  refusalToast,
  requestFailureDetail,
  usePayoutAttempt,
} from '@/domain/payouts';
import { useOnlineStatus } from '@/lib/online-status';
import { usePayoutBalance, useRequestPayout, type PayoutTeller } from '../hooks/use-payouts';
import { formatDollars } from '../model/earning-summary';

function tellRefusal(message: string): void {
  toast({ ...refusalToast(message), variant: 'destructive' });
}

const TELL: PayoutTeller = {
  accepted: (message: string) =>
    toast({ title: 'Payout Requested', description: message, variant: 'success' }),
  refused: tellRefusal,
  failed: (error: unknown) =>
    toast({
      title: PAYOUT_MESSAGES.payoutFailed,
      description: requestFailureDetail(error),
      variant: 'destructive',
    }),
};

/**
 * The amount form of Request Payout: the server's available balance (earned − pending − approved),
 * $10.00 minimum. One request key per amount asked for, so sending it again after a lost answer
 * returns the first request instead of making a second.
 */
export function PayoutRequestForm({ userId }: { userId: string }) {
  const online = useOnlineStatus();
  const { balance, failed } = usePayoutBalance(userId);
  const request = useRequestPayout(userId, TELL);
  const { amount, changeAmount, requestKey } = usePayoutAttempt();
  const available = balance?.available ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = payoutAmountProblem(amount, available);
    if (problem) return tellRefusal(problem);
    request.mutate(
      { amount: Number(amount), requestKey: requestKey() },
      { onSuccess: (answer) => answer.success && changeAmount('') },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <PayoutAmountFields
        balanceText={available === null ? null : formatDollars(available)}
        balanceTestId="payout-available"
        failed={failed}
        amount={amount}
        onAmountChange={changeAmount}
        hint={`The minimum payout is ${MINIMUM_PAYOUT_TEXT}. Requests are reviewed before they are paid.`}
      />
      <Button type="submit" disabled={!online || request.isPending}>
        {request.isPending ? 'Requesting…' : 'Request Payout'}
      </Button>
      {!online && (
        <p className="text-sm text-warning">
          Payout requests need a connection: go online to send one.
        </p>
      )}
    </form>
  );
}
