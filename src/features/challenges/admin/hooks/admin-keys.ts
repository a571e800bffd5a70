import { areaKeys } from '@/lib/query/keys';

const challenges = areaKeys('challenges');

/**
 * The admin panel's query keys. They sit under the 'challenges' area, so invalidating
 * `challengeAdminKeys.all` after a write also refreshes the home banner's queries.
 */
export const challengeAdminKeys = {
  all: challenges.all,
  list: challenges.key('admin-list'),
  entries: (challengeId: string) => challenges.key('admin-entries', challengeId),
  winners: (challengeId: string) => challenges.key('admin-winners', challengeId),
};
