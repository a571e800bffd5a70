import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getPayoutBalance, type PayoutBalance } from '../api/get-payout-balance';
import { getPayoutRequests, type PayoutRequest } from '../api/get-payout-requests';
import { requestPayout } from '../api/request-payout';
import { earningKeys } from './earning-keys';

export function usePayoutBalance(userId: string): {
  balance: PayoutBalance | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: [...earningKeys.payouts(userId), 'balance'],
    queryFn: getPayoutBalance,
  });
  return { balance: query.data, failed: query.isError };
}

export function usePayoutRequests(userId: string): {
  requests: PayoutRequest[] | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: [...earningKeys.payouts(userId), 'requests'],
    queryFn: () => getPayoutRequests(userId),
    meta: PERSISTED,
  });
  return { requests: query.data, failed: query.isError };
}

/**
 * Sends a payout request; the balance and the history reload whatever the answer. What the server
 * said is told even if the tab was left meanwhile (answers go to the hook, not the form).
 */
export function useRequestPayout(userId: string, tell: PayoutTeller) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: (answer) =>
      answer.success ? tell.accepted(answer.message) : tell.refused(answer.message),
    onError: (error) => tell.failed(error),
    onSettled: () => client.invalidateQueries({ queryKey: earningKeys.payouts(userId) }),
  });
}

export interface PayoutTeller {
  accepted(message: string): void;
  refused(message: string): void;
  /** The request failed (network, 5xx, an unreadable answer). */
  failed(error: unknown): void;
}
