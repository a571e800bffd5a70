import { invokeFunction } from '@/lib/api/functions';
import type { PayoutDecision } from '../model/payout-queue';

export interface ReviewAnswer {
  success: boolean;
  message: string;
  /** Whether the member's mail went out (only for a decision that was made). */
  mailed: boolean;
}

/** review-payout {payoutId, decision, reason?}: the database checks the role and the move. */
export async function reviewPayout(
  payoutId: string,
  decision: PayoutDecision,
  reason?: string,
): Promise<ReviewAnswer> {
  const answer = (await invokeFunction(
    'review-payout',
    { payoutId, decision, ...(reason === undefined ? {} : { reason }) },
    { requireSession: true },
  )) as { success?: unknown; message?: unknown; mailed?: unknown } | null;
  if (typeof answer?.success !== 'boolean')
    throw new Error('Unexpected answer from review-payout.');
  return {
    success: answer.success,
    message: typeof answer.message === 'string' ? answer.message : '',
    mailed: answer.mailed === true,
  };
}
