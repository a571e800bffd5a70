import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getLastEndedChallenge } from '../api/get-last-ended-challenge';
import { getOpenChallenges } from '../api/get-open-challenges';
import { pickCurrentChallenge, type Challenge } from '../model/challenge';
import { challengeKeys } from './challenge-keys';
import { useNow } from './use-now';

/** Polls gently: the count and LIVE state matter, but a challenge changes rarely. */
export const CHALLENGE_REFRESH_MS = 60_000;

/** The candidates for the banner: every challenge not over yet, plus the last one that ended. */
async function loadChallengeCandidates(signal?: AbortSignal): Promise<Challenge[]> {
  const now = Date.now();
  const [open, ended] = await Promise.all([
    getOpenChallenges(now, signal),
    getLastEndedChallenge(now, signal),
  ]);
  return [...open, ...ended];
}

export interface CurrentChallenge {
  challenge: Challenge | null;
  now: number;
  /** Nothing to show yet: neither the network nor the device's copy has answered. */
  loading: boolean;
  /** When the rows shown were fetched (ms), for the offline "as of" line; 0 before any. */
  fetchedAt: number;
}

/**
 * The banner's challenge, kept on the device (query persister) so it opens offline. The pick is
 * made at render time against a ticking clock: a kept copy still flips from LIVE to ended.
 */
export function useCurrentChallenge(): CurrentChallenge {
  const now = useNow();
  const query = useQuery({
    queryKey: challengeKeys.current,
    queryFn: ({ signal }) => loadChallengeCandidates(signal),
    meta: PERSISTED,
    refetchInterval: CHALLENGE_REFRESH_MS,
  });
  return {
    challenge: query.data ? pickCurrentChallenge(query.data, now) : null,
    now,
    loading: query.data === undefined && query.isPending && query.fetchStatus !== 'idle',
    fetchedAt: query.dataUpdatedAt,
  };
}
