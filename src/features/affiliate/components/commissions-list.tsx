import { useAffiliateStatement } from '../hooks/use-affiliate';
import { COMMISSION_STATUS_LABELS, COMMISSION_TONES, SOURCE_LABELS } from '../model/labels';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { formatCents } from '../model/money';
import type { Commission } from '../model/statement';
import { Card } from './card';
import { StatusBadge } from './status-badge';

function CommissionRow({ commission }: { commission: Commission }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-stage px-3 py-2">
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">
          {SOURCE_LABELS[commission.source]} · {formatCents(commission.commissionCents)} commission
        </span>
        <span className="text-sm text-ink-muted">
          {new Date(commission.createdAt).toLocaleDateString()} ·{' '}
          {formatCents(commission.paymentAmountCents)} payment
        </span>
      </span>
      <StatusBadge tone={COMMISSION_TONES[commission.status]}>
        {COMMISSION_STATUS_LABELS[commission.status]}
      </StatusBadge>
    </li>
  );
}

/** Every commission, newest first: when, what was bought, the payment, the commission, its state. */
export function CommissionsList({ userId }: { userId: string }) {
  const { statement, failed } = useAffiliateStatement(userId);
  const commissions = statement?.commissions;
  return (
    <Card title="Commissions">
      {!commissions ? (
        <p className="text-sm text-ink-muted">
          {failed || statement === null
            ? 'Your commissions could not be loaded.'
            : 'Loading your commissions…'}
        </p>
      ) : commissions.length === 0 ? (
        <p className="text-sm text-ink-muted">{AFFILIATE_MESSAGES.noCommissions}</p>
      ) : (
        <ul aria-label="Your commissions" className="flex flex-col gap-2">
          {commissions.map((commission) => (
            <CommissionRow key={commission.id} commission={commission} />
          ))}
        </ul>
      )}
    </Card>
  );
}
