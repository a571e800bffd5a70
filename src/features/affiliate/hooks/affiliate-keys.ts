import { areaKeys } from '@/lib/query/keys';

const affiliate = areaKeys('affiliate');

/** Query keys of the affiliate page (one query layer, src/lib/query). */
export const affiliateKeys = {
  all: affiliate.all,
  member: (userId: string) => affiliate.key('member', userId),
  payoutMethod: (userId: string) => affiliate.key('payout-method', userId),
  statement: (userId: string) => affiliate.key('statement', userId),
  payouts: (userId: string) => affiliate.key('payouts', userId),
};
