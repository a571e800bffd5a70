import { useQuery } from '@tanstack/react-query';
import { PERSISTED } from '@/lib/query/keys';
import { getParticipantCount } from '../api/get-participant-count';
import { challengeKeys } from './challenge-keys';
import { CHALLENGE_REFRESH_MS } from './use-current-challenge';

/** The real participant count of a challenge (null until known), kept on the device. */
export function useParticipantCount(challengeId: string | null): number | null {
  const query = useQuery({
    queryKey: challengeKeys.count(challengeId ?? ''),
    queryFn: ({ signal }) => getParticipantCount(challengeId ?? '', signal),
    enabled: challengeId !== null,
    meta: PERSISTED,
    refetchInterval: CHALLENGE_REFRESH_MS,
  });
  return query.data ?? null;
}
