import { areaKeys } from '@/lib/query/keys';

const challenges = areaKeys('challenges');

/**
 * The challenges feature's query keys (conventions in src/lib/query/keys.ts). The admin panel
 * invalidates `all` after every write, which reaches each of these.
 */
export const challengeKeys = {
  all: challenges.all,
  current: challenges.kind('current'),
  counts: challenges.kind('counts'),
  count: (challengeId: string) => challenges.key('counts', challengeId),
  winners: challenges.kind('winners'),
};
