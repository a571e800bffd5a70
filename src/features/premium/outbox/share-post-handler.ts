import { withPageEffects } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { premiumKeys } from '../hooks/premium-keys';
import { sendSharePremiumPost } from './share-post-send';

/** SHARE_PREMIUM_POST in a page: the shared sender, then the group's list refetches. */
export const handleSharePremiumPost = withPageEffects(sendSharePremiumPost, {
  sent: () => void appQueryClient().invalidateQueries({ queryKey: premiumKeys.posts() }),
});
