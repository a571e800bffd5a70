import { appQueryClient } from '@/lib/query/client';
import { premiumKeys } from '../hooks/premium-keys';
import { getMembership } from './get-membership';

/**
 * Part 1 §7: secure-premium-management {action: check_subscription}; reads isSubscribed. The
 * whole answer is kept as the member's membership (persisted), so the members' pages still open
 * offline for someone the server last said was Premium.
 */
export async function checkSubscription(userId: string): Promise<boolean> {
  const membership = await getMembership();
  appQueryClient().setQueryData(premiumKeys.membership(userId), membership);
  return membership.isSubscribed;
}
