import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getChallengesById } from '../api/get-challenges-by-id';
import { getVideosById } from '../api/get-videos-by-id';
import { getWinnerRows } from '../api/get-winner-rows';
import { creatorHash } from '../model/creator-hash';
import { latestPodium, SAMPLE_WINNERS, type WinnerCard } from '../model/winners';
import { challengeKeys } from './challenge-keys';

/** The latest podium: the winner rows, then their challenges and videos side by side. */
async function loadLatestPodium(signal?: AbortSignal): Promise<WinnerCard[]> {
  const rows = await getWinnerRows(signal);
  if (rows.length === 0) return [];
  const unique = (values: string[]) => [...new Set(values)];
  const [challenges, videos, hashes] = await Promise.all([
    getChallengesById(unique(rows.map((row) => row.challenge_id)), signal),
    getVideosById(unique(rows.map((row) => row.video_id)), signal),
    Promise.all(rows.map((row) => creatorHash(row.user_id))),
  ]);
  const winnerRows = rows.map((row, index) => ({
    challengeId: row.challenge_id,
    place: row.place,
    videoId: row.video_id,
    creatorHash: hashes[index] ?? '',
  }));
  return latestPodium(winnerRows, challenges, videos);
}

export interface PastWinners {
  winners: readonly WinnerCard[];
  /** True while the spec's three sample winners stand in (no real winners, or none loaded). */
  samples: boolean;
}

/** Real winners when there are any, else the samples (also while loading or when it fails). */
export function usePastWinners(): PastWinners {
  const query = useQuery({
    queryKey: challengeKeys.winners,
    queryFn: ({ signal }) => loadLatestPodium(signal),
    meta: PERSISTED,
  });
  const real = query.data ?? [];
  return real.length > 0
    ? { winners: real, samples: false }
    : { winners: SAMPLE_WINNERS, samples: true };
}
