import {
  isPayoutMethodKind,
  parsePayoutDetails,
  type PayoutDetails,
  type PayoutMethodKind,
} from '@/domain/payouts';
import { SERVER_RULES } from '@/lib/server-rules';

export type PayoutDecision = 'approve' | 'reject' | 'mark_paid';

export interface QueuedPayout {
  id: string;
  memberEmail: string | null;
  memberName: string | null;
  amount: number;
  status: string;
  /** What the request withdraws: earnings, or affiliate commission. */
  source: 'earnings' | 'affiliate';
  method: PayoutMethodKind | null;
  details: PayoutDetails;
  rejectionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  paidAt: string | null;
}

export const REJECTION_REASON_MAX: number = SERVER_RULES.textLimits.payoutRejectionReason;

export const SOURCE_LABELS: Record<QueuedPayout['source'], string> = {
  earnings: 'Earnings',
  affiliate: 'Affiliate commission',
};

/** What an admin may do next, as review_payout allows: pending → approved → paid; reject until paid. */
export function decisionsFor(status: string): PayoutDecision[] {
  if (status === 'pending') return ['approve', 'reject'];
  if (status === 'approved') return ['mark_paid', 'reject'];
  return [];
}

export const DECISION_LABELS: Record<PayoutDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  mark_paid: 'Mark Paid',
};

/** The reason typed for a rejection, or what is wrong with it. */
export function rejectionReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Give the member a reason for the rejection.';
  if (trimmed.length > REJECTION_REASON_MAX)
    return `Keep the reason to ${REJECTION_REASON_MAX} characters.`;
  return null;
}

/** One row of admin_payout_queue, read defensively (JSON from the database). */
export function toQueuedPayout(row: {
  id: string;
  member_email: string | null;
  member_name: string | null;
  amount: number;
  status: string;
  source: string;
  payout_method: string | null;
  payout_details: unknown;
  rejection_reason: string | null;
  created_at: string;
  reviewed_at: string | null;
  paid_at: string | null;
}): QueuedPayout {
  return {
    id: row.id,
    memberEmail: row.member_email,
    memberName: row.member_name,
    amount: Number(row.amount),
    status: row.status,
    source: row.source === 'affiliate' ? 'affiliate' : 'earnings',
    method: isPayoutMethodKind(row.payout_method) ? row.payout_method : null,
    details: parsePayoutDetails(row.payout_details),
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    paidAt: row.paid_at,
  };
}
