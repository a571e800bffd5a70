import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getMembership } from '../api/get-membership';
import { premiumKeys } from './premium-keys';

/** The member's subscription (status, plan, period end), kept for offline visits. */
export function useMembership(userId: string) {
  return useQuery({
    queryKey: premiumKeys.membership(userId),
    queryFn: getMembership,
    meta: PERSISTED,
  });
}
