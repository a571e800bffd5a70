import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { refusalToast, requestFailureDetail } from '@/domain/payouts';
import { PERSISTED } from '@/lib/query/keys';
import {
  getAffiliatePayoutRequests,
  type AffiliatePayoutRequest,
} from '../api/get-affiliate-payout-requests';
import { requestAffiliatePayout } from '../api/request-affiliate-payout';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { affiliateKeys } from './affiliate-keys';

/** The affiliate's payout requests, newest first (kept on the device). */
export function useAffiliatePayoutRequests(userId: string): {
  requests: AffiliatePayoutRequest[] | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: affiliateKeys.payouts(userId),
    queryFn: ({ signal }) => getAffiliatePayoutRequests(userId, signal),
    meta: PERSISTED,
  });
  return { requests: query.data, failed: query.isError };
}

/** Tells a refusal in the server's words ('Insufficient Balance: …' keeps its own title). */
export function tellPayoutRefusal(message: string): void {
  toast({ ...refusalToast(message), variant: 'destructive' });
}

/**
 * Sends a payout request; the balance, the commissions and the history reload whatever the
 * answer. What the server said is told even if the page was left meanwhile.
 */
export function useRequestAffiliatePayout(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestAffiliatePayout,
    onSuccess: (answer) => {
      if (!answer.success) return tellPayoutRefusal(answer.message);
      toast({
        title: AFFILIATE_MESSAGES.payoutRequested,
        description: answer.message || undefined,
        variant: 'success',
      });
    },
    onError: (error) => {
      console.error('Requesting an affiliate payout failed', error);
      toast({
        title: AFFILIATE_MESSAGES.payoutFailed,
        description: requestFailureDetail(error),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: affiliateKeys.statement(userId) }),
        client.invalidateQueries({ queryKey: affiliateKeys.payouts(userId) }),
      ]),
  });
}
