import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import type { PayoutDetails, PayoutMethodKind } from '@/domain/payouts';
import {
  getAffiliatePayoutMethod,
  type AffiliatePayoutMethod,
} from '../api/get-affiliate-payout-method';
import { saveAffiliatePayoutMethod } from '../api/save-affiliate-payout-method';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { saveFailureDetail } from '../model/save-failure';
import { affiliateKeys } from './affiliate-keys';

/**
 * The saved payout method with its details. Not kept on the device: bank details stay on the
 * server and in memory, and changing them needs a connection anyway.
 */
export function useAffiliatePayoutMethod(userId: string): {
  current: AffiliatePayoutMethod | null | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: affiliateKeys.payoutMethod(userId),
    queryFn: () => getAffiliatePayoutMethod(userId),
  });
  return { current: query.data, failed: query.isError };
}

export interface PayoutMethodInput {
  method: PayoutMethodKind;
  details: PayoutDetails;
}

/** Saves the method (which resets payout_verified); the row and the form reload either way. */
export function useSaveAffiliatePayoutMethod(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, details }: PayoutMethodInput) =>
      saveAffiliatePayoutMethod(userId, method, details),
    onSuccess: () =>
      toast({
        title: AFFILIATE_MESSAGES.methodSaved,
        description: AFFILIATE_MESSAGES.methodSavedDetail,
        variant: 'success',
      }),
    onError: (error, { method, details }) => {
      console.error('Updating the affiliate payout method failed', error);
      toast({
        title: AFFILIATE_MESSAGES.methodFailed,
        description: saveFailureDetail(error, method, details),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: affiliateKeys.member(userId) }),
        client.invalidateQueries({ queryKey: affiliateKeys.payoutMethod(userId) }),
      ]),
  });
}
