import { useState } from 'react';
import { Button } from '@/components/button';
import { ReasonForm } from '@/components/reason-form';
import { PAYOUT_FIELDS, type PayoutDetails } from '@/domain/payouts';
import type { ReviewInput } from '../hooks/use-payout-queue';
import {
  DECISION_LABELS,
  decisionsFor,
  REJECTION_REASON_MAX,
  rejectionReasonProblem,
  SOURCE_LABELS,
  type PayoutDecision,
  type QueuedPayout,
} from '../model/payout-queue';

const FIELD_LABELS: Record<keyof PayoutDetails, string> = {
  paypalEmail: 'PayPal email',
  accountHolderName: 'Account holder',
  bankName: 'Bank',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
};

const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const day = (iso: string) => new Date(iso).toLocaleString();

/** The full payout details the admin pays to: this is the one screen that shows them unmasked. */
function PayoutDetailsList({ payout }: { payout: QueuedPayout }) {
  if (!payout.method)
    return <p className="text-sm text-danger">No payout details were on file for this request.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-ink-muted">Method</dt>
      <dd>{payout.method === 'paypal' ? 'PayPal' : 'Bank transfer'}</dd>
      {PAYOUT_FIELDS[payout.method].map((field) => (
        <div key={field} className="contents">
          <dt className="text-ink-muted">{FIELD_LABELS[field]}</dt>
          <dd className="break-all">{payout.details[field] ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The moves a status allows; Reject first asks for the reason. */
function DecisionButtons(props: {
  decisions: PayoutDecision[];
  busy: boolean;
  onReject(): void;
  onDecide(decision: Exclude<PayoutDecision, 'reject'>): void;
}) {
  if (props.decisions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {props.decisions.map((decision) =>
        decision === 'reject' ? (
          <Button key={decision} variant="secondary" onClick={props.onReject}>
            {DECISION_LABELS.reject}
          </Button>
        ) : (
          <Button key={decision} disabled={props.busy} onClick={() => props.onDecide(decision)}>
            {DECISION_LABELS[decision]}
          </Button>
        ),
      )}
    </div>
  );
}

export interface QueuedPayoutCardProps {
  payout: QueuedPayout;
  busy: boolean;
  onDecide(input: ReviewInput): void;
}

/** One request: who, how much, where to, and the moves its status allows. */
export function QueuedPayoutCard({ payout, busy, onDecide }: QueuedPayoutCardProps) {
  const [rejecting, setRejecting] = useState(false);
  const who = payout.memberName ?? payout.memberEmail ?? 'Deleted account';
  return (
    <li
      aria-label={`${dollars(payout.amount)} for ${who}`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold">{dollars(payout.amount)}</p>
          <p className="text-sm font-semibold">{SOURCE_LABELS[payout.source]}</p>
          <p className="truncate">{who}</p>
          {payout.memberEmail && (
            <p className="truncate text-sm text-ink-muted">{payout.memberEmail}</p>
          )}
          <p className="text-sm text-ink-muted">Requested {day(payout.createdAt)}</p>
        </div>
        <span className="rounded-full bg-stage px-2.5 py-0.5 text-xs font-semibold">
          {payout.status}
        </span>
      </div>
      <PayoutDetailsList payout={payout} />
      {payout.rejectionReason && <p className="text-sm">Reason: {payout.rejectionReason}</p>}
      {payout.paidAt && <p className="text-sm text-ink-muted">Paid {day(payout.paidAt)}</p>}
      {rejecting ? (
        <ReasonForm
          label="Reason for the member"
          confirm="Confirm Rejection"
          busy={busy}
          maxLength={REJECTION_REASON_MAX}
          problemOf={rejectionReasonProblem}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) => onDecide({ payoutId: payout.id, decision: 'reject', reason })}
        />
      ) : (
        <DecisionButtons
          decisions={decisionsFor(payout.status)}
          busy={busy}
          onReject={() => setRejecting(true)}
          onDecide={(decision) => onDecide({ payoutId: payout.id, decision })}
        />
      )}
    </li>
  );
}
