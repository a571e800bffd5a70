import { appQueryClient } from '@/lib/query/client';
import { PERSISTED } from '@/lib/query/keys';
import { premiumKeys } from '../hooks/premium-keys';
import { getMembership } from './get-membership';

/**
 * Part 1 §7: secure-premium-management {action: check_subscription}; reads isSubscribed. The
 * whole answer is kept as the member's membership (persisted), so the members' pages still open
 * offline for someone the server last said was Premium.
 */
export async function checkSubscription(userId: string): Promise<boolean> {
  const membership = await getMembership();
  const client = appQueryClient();
  // Written here, not by a useQuery: the defaults give the entry its 'keep on the device' mark.
  client.setQueryDefaults(premiumKeys.membership(userId), { meta: PERSISTED });
  client.setQueryData(premiumKeys.membership(userId), membership);
  return membership.isSubscribed;
}
