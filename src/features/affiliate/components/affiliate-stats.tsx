import type { ReactNode } from 'react';
import type { Affiliate } from '../api/get-affiliate';
import { formatRate, formatUsd } from '../model/money';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4">
      <span className="text-sm text-ink-muted">{label}</span>
      <span className="text-2xl font-bold">{children}</span>
    </li>
  );
}

/** Part 2 §2 member view: Total Earnings, Referrals, Commission Rate. */
export function AffiliateStats({ affiliate }: { affiliate: Affiliate }) {
  return (
    <ul aria-label="Your affiliate figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat label="Total Earnings">{formatUsd(affiliate.totalCommission)}</Stat>
      <Stat label="Referrals">{affiliate.referralCount}</Stat>
      <Stat label="Commission Rate">{formatRate(affiliate.commissionRate)}</Stat>
    </ul>
  );
}
