import { asNumber } from './money';

// affiliate_statement() (authenticated) answers jsonb: the caller's totals, withdrawable balance
// and commissions, or null for someone who is not a member. Checked here, at the boundary.

export type CommissionSource = 'boost' | 'premium';
/** Where a commission stands: earned, in an approved payout, paid out, or refunded (void). */
export type CommissionStatus = 'pending' | 'approved' | 'paid' | 'void';

export interface Commission {
  id: string;
  source: CommissionSource;
  paymentAmountCents: number;
  commissionCents: number;
  createdAt: string;
  status: CommissionStatus;
}

export interface AffiliateStatement {
  totalCommission: number;
  referralCount: number;
  commissionRate: number;
  /** Dollars in pending, approved and completed payout requests. */
  held: number;
  /** Dollars that may be requested now. */
  available: number;
  /** Newest first. */
  commissions: Commission[];
}

const SOURCES: readonly string[] = ['boost', 'premium'] satisfies CommissionSource[];
const STATUSES: readonly string[] = [
  'pending',
  'approved',
  'paid',
  'void',
] satisfies CommissionStatus[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** One commission row, or null when any field is missing or unknown. */
export function parseCommission(value: unknown): Commission | null {
  if (!isRecord(value)) return null;
  const { id, source, created_at: createdAt, status } = value;
  const paymentAmountCents = asNumber(value.payment_amount_cents);
  const commissionCents = asNumber(value.commission_cents);
  if (!isText(id) || !isText(createdAt) || Number.isNaN(Date.parse(createdAt))) return null;
  if (typeof source !== 'string' || !SOURCES.includes(source)) return null;
  if (typeof status !== 'string' || !STATUSES.includes(status)) return null;
  if (paymentAmountCents === null || commissionCents === null) return null;
  return {
    id,
    source: source as CommissionSource,
    paymentAmountCents,
    commissionCents,
    createdAt,
    status: status as CommissionStatus,
  };
}

/**
 * The statement, null for a non-member; throws when the answer is not a statement. A commission
 * row that cannot be read is left out rather than failing the whole page.
 */
export function parseStatement(value: unknown): AffiliateStatement | null {
  if (value === null) return null;
  const unexpected = new Error('Unexpected answer from affiliate_statement.');
  if (!isRecord(value) || !Array.isArray(value.commissions)) throw unexpected;
  const totals = {
    totalCommission: asNumber(value.total_commission),
    referralCount: asNumber(value.referral_count),
    commissionRate: asNumber(value.commission_rate),
    held: asNumber(value.held),
    available: asNumber(value.available),
  };
  if (Object.values(totals).some((total) => total === null)) throw unexpected;
  return {
    ...(totals as Omit<AffiliateStatement, 'commissions'>),
    commissions: value.commissions.flatMap((row) => parseCommission(row) ?? []),
  };
}
