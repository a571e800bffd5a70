/** Part 2 §4: completed and pending have their own look; any other payout status is destructive. */
export type PayoutStatusTone = 'success' | 'warning' | 'info' | 'danger';

export function payoutStatusTone(status: string): PayoutStatusTone {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'approved') return 'info';
  return 'danger';
}

const TONE_CLASSES: Record<PayoutStatusTone, string> = {
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  info: 'bg-brand/15 text-brand-soft',
  danger: 'bg-danger/15 text-danger',
};

/** A payout request's status in words (never colour alone). */
export function PayoutStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${TONE_CLASSES[payoutStatusTone(status)]}`}
    >
      {status}
    </span>
  );
}
