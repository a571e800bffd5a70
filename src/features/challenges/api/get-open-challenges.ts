import { getPublic } from '@/lib/api/get-public';
import { CHALLENGE_COLUMNS, parseChallengeList, type Challenge } from '../model/challenge';

/**
 * Challenges not yet over at `now` (running or still to start), earliest start first. A plain
 * GET with the anon key: home never loads supabase-js for it, and the service worker can answer.
 */
export function getOpenChallenges(now: number, signal?: AbortSignal): Promise<Challenge[]> {
  const at = encodeURIComponent(new Date(now).toISOString());
  return getPublic(
    `challenges?select=${CHALLENGE_COLUMNS}&end_date=gte.${at}&order=start_date.asc&limit=10`,
    parseChallengeList,
    signal,
  );
}
