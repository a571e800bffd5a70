import { useId, type FormEvent } from 'react';
import { Button } from '@/components/button';
import {
  MINIMUM_PAYOUT_TEXT,
  PayoutAmountFields,
  payoutAmountProblem,
  usePayoutAttempt,
} from '@/domain/payouts';
import { useOnlineStatus } from '@/lib/online-status';
import { useAffiliateStatement } from '../hooks/use-affiliate';
import { tellPayoutRefusal, useRequestAffiliatePayout } from '../hooks/use-affiliate-payouts';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { formatUsd } from '../model/money';
import { Card } from './card';
import { PayoutHistory } from './payout-history';

/** Why the button is disabled, in words tied to it; null when it may be pressed. */
function blockedReason(online: boolean, hasMethod: boolean): string | null {
  if (!hasMethod) return AFFILIATE_MESSAGES.noMethodYet;
  if (!online) return 'Payout requests need a connection: go online to send one.';
  return null;
}

/**
 * The amount form: the server's available balance, $10.00 minimum. One request key per attempt
 * (a new one when the amount changes or after success), so sending the same attempt again after
 * a lost answer returns the first request instead of making a second.
 */
function PayoutForm({ userId, hasMethod }: { userId: string; hasMethod: boolean }) {
  const online = useOnlineStatus();
  const noteId = useId();
  const { statement, failed } = useAffiliateStatement(userId);
  const request = useRequestAffiliatePayout(userId);
  const { amount, changeAmount, requestKey } = usePayoutAttempt();
  const available = statement?.available ?? null;
  const blocked = blockedReason(online, hasMethod);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = payoutAmountProblem(amount, available);
    if (problem) return tellPayoutRefusal(problem);
    request.mutate(
      { amount: Number(amount), requestKey: requestKey() },
      { onSuccess: (answer) => answer.success && changeAmount('') },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      noValidate
      aria-label="Request a payout"
    >
      <PayoutAmountFields
        balanceText={available === null ? null : formatUsd(available)}
        balanceTestId="affiliate-available"
        failed={failed}
        amount={amount}
        onAmountChange={changeAmount}
        hint={`Minimum payout ${MINIMUM_PAYOUT_TEXT}. Requests are reviewed by an admin and take 3-5 business days.`}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={blocked !== null || request.isPending}
        aria-describedby={blocked ? noteId : undefined}
      >
        {request.isPending ? 'Requesting…' : 'Request Payout'}
      </Button>
      {blocked && (
        <p id={noteId} className="text-sm text-warning">
          {blocked}
        </p>
      )}
    </form>
  );
}

/** Part 2 §9 / design §3.6: withdraw commission (at least $10.00), then the requests so far. */
export function AffiliatePayoutCard({ userId, hasMethod }: { userId: string; hasMethod: boolean }) {
  return (
    <Card title="Request a Payout">
      <PayoutForm userId={userId} hasMethod={hasMethod} />
      <PayoutHistory userId={userId} />
    </Card>
  );
}
