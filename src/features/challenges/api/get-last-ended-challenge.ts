import { getPublic } from '@/lib/api/get-public';
import { CHALLENGE_COLUMNS, parseChallengeList, type Challenge } from '../model/challenge';

/** The challenge that ended last before `now`, if any (the banner's fallback). */
export function getLastEndedChallenge(now: number, signal?: AbortSignal): Promise<Challenge[]> {
  const at = encodeURIComponent(new Date(now).toISOString());
  return getPublic(
    `challenges?select=${CHALLENGE_COLUMNS}&end_date=lt.${at}&order=end_date.desc&limit=1`,
    parseChallengeList,
    signal,
  );
}
