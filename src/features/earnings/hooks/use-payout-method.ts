import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutDetails, PayoutMethodKind } from '@/domain/payouts';
import { getPayoutMethod, type PayoutMethod } from '../api/get-payout-method';
import { savePayoutMethod } from '../api/save-payout-method';
import { earningKeys } from './earning-keys';

/**
 * The member's payout method. Not persisted on the device: bank details stay on the server and
 * in memory, and the form needs a connection anyway.
 */
export function usePayoutMethod(userId: string): {
  method: PayoutMethod | null | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: earningKeys.payoutMethod(userId),
    queryFn: () => getPayoutMethod(userId),
  });
  return { method: query.data, failed: query.isError };
}

export interface SaveTeller {
  saved(): void;
  refused(message: string): void;
  failed(): void;
}

/** Saves the method; what the server said is told even if the form was closed meanwhile. */
export function useSavePayoutMethod(userId: string, tell: SaveTeller) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { method: PayoutMethodKind; details: PayoutDetails }) =>
      savePayoutMethod(input.method, input.details),
    onSuccess: (answer) => (answer.success ? tell.saved() : tell.refused(answer.message)),
    onError: () => tell.failed(),
    onSettled: () => client.invalidateQueries({ queryKey: earningKeys.payoutMethod(userId) }),
  });
}
