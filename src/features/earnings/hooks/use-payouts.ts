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

/** Sends a payout request; the balance and the history reload whatever the answer. */
export function useRequestPayout(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => client.invalidateQueries({ queryKey: earningKeys.payouts(userId) }),
  });
}
