import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKeys } from '@/lib/query/keys';
import { listPayoutQueue } from '../api/list-payout-queue';
import { reviewPayout, type ReviewAnswer } from '../api/review-payout';
import type { PayoutDecision } from '../model/payout-queue';

const earnings = areaKeys('earnings');
const payoutQueueKeys = {
  all: earnings.key('payout-queue'),
  list: (closed: boolean) => earnings.key('payout-queue', closed ? 'closed' : 'open'),
};

/** The queue, not persisted: admins review it online, and it holds members' bank details. */
export function usePayoutQueue(closed: boolean) {
  return useQuery({
    queryKey: payoutQueueKeys.list(closed),
    queryFn: () => listPayoutQueue(closed),
  });
}

export interface ReviewTeller {
  decided(answer: ReviewAnswer): void;
  refused(message: string): void;
  failed(message: string): void;
}

export interface ReviewInput {
  payoutId: string;
  decision: PayoutDecision;
  reason?: string;
}

/** One decision; both lists reload whatever the answer, so the queue shows what the server holds. */
export function useReviewPayout(tell: ReviewTeller) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutId, decision, reason }: ReviewInput) =>
      reviewPayout(payoutId, decision, reason),
    onSuccess: (answer) => (answer.success ? tell.decided(answer) : tell.refused(answer.message)),
    onError: (error) => tell.failed(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: payoutQueueKeys.all }),
  });
}
