import { areaKeys } from '@/lib/query/keys';

const premium = areaKeys('premium');

export const premiumKeys = {
  all: premium.all,
  membership: (userId: string) => premium.key('membership', userId),
  posts: () => premium.kind('posts'),
};
